import { escapeHtml } from '../functions/_shared/http.ts';

/** A small, accessible HTML page for the local backend's own screens (mailbox, provider stand-in). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1c1917; }
  .notice { background: #fffbeb; border: 2px solid #b45309; padding: 0.75rem 1rem; border-radius: 0.5rem; }
  label { display: block; margin: 1rem 0; font-weight: 600; }
  input { display: block; width: 100%; max-width: 24rem; font: inherit; padding: 0.5rem; border: 1px solid #78716c; border-radius: 0.25rem; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border: 0; border-radius: 0.5rem; background: #0a66c2; color: #fff; cursor: pointer; }
  :focus-visible { outline: 3px solid #b91c1c; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #e7e5e4; vertical-align: top; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #e7e5e4; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}
