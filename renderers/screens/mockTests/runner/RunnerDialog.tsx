import { ModalDialog, type ModalDialogProps } from '../../../shell/ModalDialog.tsx';

export type RunnerDialogProps = Omit<ModalDialogProps, 'backdropClassName' | 'className'>;

/** A modal over the paper. The paper behind is made inert by the screen that opens it. */
export function RunnerDialog(props: RunnerDialogProps) {
  return <ModalDialog {...props} backdropClassName="runner-backdrop" className="runner-dialog" />;
}
