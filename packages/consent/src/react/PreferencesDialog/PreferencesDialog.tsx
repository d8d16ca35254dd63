import { useConsentManager, useConsentState } from '../ConsentProvider';
import { PreferencesDialogView, type PreferencesDialogViewProps } from './PreferencesDialogView';

export type PreferencesDialogProps = Omit<
  PreferencesDialogViewProps,
  'open' | 'onOpenChange' | 'value' | 'onSave' | 'onAcceptAll' | 'onRejectAll'
>;

/**
 * The preferences dialog wired to the store: opened by the banner's Customize or `openPreferences()`, it
 * starts from the current choice and offers Reject All, Accept All and Save Preferences. Withdrawing is the
 * same two clicks as consenting.
 */
export function PreferencesDialog(props: PreferencesDialogProps) {
  const manager = useConsentManager();
  const { preferencesOpen, preferences } = useConsentState();
  return (
    <PreferencesDialogView
      open={preferencesOpen}
      onOpenChange={(open) => (open ? manager.openPreferences() : manager.closePreferences())}
      value={preferences}
      onSave={(value) => manager.save(value)}
      onAcceptAll={manager.acceptAll}
      onRejectAll={manager.rejectAll}
      {...props}
    />
  );
}
