import Form from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import accountFields from '../../schemas/forms/account.schema.json' with { type: 'json' };

export type AccountField = keyof typeof accountFields.$defs;

/** Message keys of each field's error, literal so the catalog check can see them. */
const FIELD_ERRORS: Readonly<Record<AccountField, string>> = {
  mobile: 'form.error.mobile',
  email: 'form.error.email',
  password: 'form.error.password',
  currentPassword: 'form.error.currentPassword',
  name: 'form.error.name',
  otp: 'form.error.otp',
};

/** What each field is for the browser's autofill (password managers, one-time codes). */
const AUTOCOMPLETE: Readonly<Record<AccountField, string>> = {
  mobile: 'tel-national',
  email: 'email',
  password: 'new-password',
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
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((error) => {
      const params = error.params as { missingProperty?: string } | undefined;
      const field = (
        error.name === 'required' ? params?.missingProperty : error.property?.replace(/^\./, '')
      ) as AccountField | undefined;
      const key =
        error.name === 'required'
          ? 'form.error.required'
          : field
            ? FIELD_ERRORS[field]
            : 'form.error.required';
      return { ...error, message: intl.formatMessage({ id: key }) };
    });
  return (
    <Form
      className="schema-form"
      idPrefix={id}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      noHtml5Validate
      showErrorList={false}
      transformErrors={transformErrors}
      onSubmit={({ formData }) => onSubmit(formData as T)}
    />
  );
}
