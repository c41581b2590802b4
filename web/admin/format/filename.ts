/** The file name from a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim() ?? null;
  }
  // Never let a header pick a folder.
  const safe = name?.split(/[/\\]/).pop()?.trim();
  return safe ? safe : null;
}

/** docs/product.md#constants name, used when the server sends none. */
export function fallbackExportName(now: Date): string {
  return `assessment-responses-${now.toISOString().replace(/[:.]/g, "-")}.csv`;
}
