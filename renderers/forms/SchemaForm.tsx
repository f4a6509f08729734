import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CatalogForm } from './CatalogForm.tsx';
import accountFields from '../../schemas/forms/account.schema.json' with { type: 'json' };

export type AccountField = keyof typeof accountFields.$defs;

/** Message keys of each field's error, literal so the catalog check can see them. */
const FIELD_ERRORS: Readonly<Record<AccountField, string>> = {
  mobile: 'form.error.mobile',
  email: 'form.error.email',
  password: 'form.error.password',
  newPassword: 'form.error.password',
  currentPassword: 'form.error.currentPassword',
  name: 'form.error.name',
  otp: 'form.error.otp',
};

/** What each field is for the browser's autofill (password managers, one-time codes). */
const AUTOCOMPLETE: Readonly<Record<AccountField, string>> = {
  mobile: 'tel-national',
  email: 'email',
  password: 'new-password',
  newPassword: 'new-password',
  currentPassword: 'current-password',
  name: 'name',
  otp: 'one-time-code',
};

export interface SchemaFormProps<T> {
  id: string;
  fields: readonly AccountField[];
  submitLabel: string;
  disabled?: boolean;
  onSubmit: (data: T) => void;
}

/**
 * An rjsf form over fields of schemas/forms/account.schema.json: labels and errors come from the
 * message catalogs, the browser's own validation is off (noHtml5Validate) so every message is ours.
 */
export function SchemaForm<T extends Partial<Record<AccountField, string>>>({
  id,
  fields,
  submitLabel,
  disabled,
  onSubmit,
}: SchemaFormProps<T>) {
  const intl = useIntl();
  const schema = useMemo<RJSFSchema>(
    () => ({
      type: 'object',
      required: [...fields],
      properties: Object.fromEntries(
        fields.map((field) => {
          // The schema's description is for authors; the form shows the translated title only.
          const { title, description, ...rule } = accountFields.$defs[field];
          return [
            field,
            {
              ...rule,
              type: 'string',
              title: intl.formatMessage({ id: title }),
            } satisfies RJSFSchema,
          ];
        }),
      ),
    }),
    [fields, intl],
  );
  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:submitButtonOptions': {
        submitText: submitLabel,
        props: { className: 'button primary', disabled },
      },
      ...Object.fromEntries(
        fields.map((field) => [
          field,
          {
            'ui:autocomplete': AUTOCOMPLETE[field],
            ...(field.toLowerCase().includes('password') && { 'ui:widget': 'password' }),
            ...(field === 'otp' && { 'ui:options': { inputType: 'text' } }),
          },
        ]),
      ),
    }),
    [fields, submitLabel, disabled],
  );
  return (
    <CatalogForm
      id={id}
      schema={schema}
      uiSchema={uiSchema}
      fieldErrors={FIELD_ERRORS}
      onSubmit={onSubmit}
    />
  );
}
