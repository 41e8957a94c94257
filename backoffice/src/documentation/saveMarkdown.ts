/** Saves markdown as a file through the browser's download. */
export function saveMarkdown(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later revoke keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
