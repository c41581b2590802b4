/** Saves a blob under `filename` through a temporary object URL and <a download>. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; give it time to start.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
