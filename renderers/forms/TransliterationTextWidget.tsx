import type { WidgetProps } from '@rjsf/utils';
import { TransliterationAid } from './TransliterationAid.tsx';

/** rjsf's text input with the transliteration aid under it, for free-text fields such as names. */
export function TransliterationTextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return (
    <>
      <BaseInputTemplate {...props} />
      <TransliterationAid inputId={props.id} />
    </>
  );
}
