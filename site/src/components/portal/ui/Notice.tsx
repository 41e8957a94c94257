// The one notice of a page (spec 8: one notification at a time): successes are announced politely,
// errors at once.
export interface NoticeProps {
  kind: 'success' | 'error' | 'info';
  text: string;
}

export function Notice({ kind, text }: NoticeProps) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
