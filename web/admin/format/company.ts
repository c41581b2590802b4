export type CompanyDisplay = { kind: "link"; href: string; hostname: string } | { kind: "text"; text: string } | { kind: "na" };

/**
 * docs/product.md#screens-and-routes: a link with its hostname when the website parses as a URL, else the raw text, else N/A.
 * Only http(s) become links: `javascript:` and friends parse as URLs too.
 */
export function companyDisplay(website: string | null | undefined): CompanyDisplay {
  const text = website?.trim() ?? "";
  if (!text) return { kind: "na" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "text", text };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return { kind: "text", text };
  return { kind: "link", href: url.href, hostname: url.hostname };
}
