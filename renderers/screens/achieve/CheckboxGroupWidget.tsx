import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type UiSchema, type WidgetProps } from '@rjsf/utils';

/** rjsf's own list of checkboxes (CatalogForm gives rjsf no widgets of its own). */
const Checkboxes = getWidget({ type: 'array' }, 'checkboxes', getDefaultRegistry().widgets);

/**
 * rjsf's checkboxes as one named group. rjsf's own list is a bare div that its label cannot name
 * (a label names a single control), so each checkbox of the questionnaire's two subject lists was
 * read as just "Physics", with nothing to tell "strong in" from "find hard".
 */
export function CheckboxGroupWidget(props: WidgetProps) {
  return (
    <div role="group" aria-label={props.label}>
      <Checkboxes {...props} />
    </div>
  );
}

/** The uiSchema with each `checkboxes` field drawn as a named group (CheckboxGroupWidget). */
export function withCheckboxGroups(uiSchema: UiSchema): UiSchema {
  return Object.fromEntries(
    Object.entries(uiSchema).map(([name, field]: [string, unknown]) => [
      name,
      typeof field === 'object' &&
      field !== null &&
      'ui:widget' in field &&
      field['ui:widget'] === 'checkboxes'
        ? { ...field, 'ui:widget': CheckboxGroupWidget }
        : field,
    ]),
  );
}
