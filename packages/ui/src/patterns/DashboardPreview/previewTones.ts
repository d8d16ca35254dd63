/** The status colours a preview row or badge can take. */
export const previewTones = ['success', 'warning', 'info', 'neutral'] as const;
export type PreviewTone = (typeof previewTones)[number];
