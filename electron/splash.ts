/** The page the window shows while the server starts or restarts (no script, nothing loaded). */
export function splashUrl(title: string, detail: string, lang: 'fr' | 'en'): string {
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Baobab</title>
<style>
html,body{height:100%;margin:0}
body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;
background:#f5f3ee;color:#1f3a2b;font:15px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.ring{width:44px;height:44px;border-radius:50%;border:4px solid #d7e4d9;border-top-color:#2e6b45;animation:spin 1s linear infinite}
h1{font-size:20px;font-weight:600;margin:0}
p{margin:0;color:#5b6b60;max-width:420px;text-align:center}
@keyframes spin{to{transform:rotate(360deg)}}
</style></head>
<body><div class="ring"></div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
