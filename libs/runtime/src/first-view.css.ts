/**
 * What every light page (first-view.ts) is drawn with, inlined in each (~1.5 KB): the app's dark
 * theme (portal/src/theme/system.ts's ink and brand colours, its font stack), phone first.
 */
export const FIRST_VIEW_BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;background:#0b0b10;color:#f4f4f5;font:16px/1.5 Inter,'Segoe UI',system-ui,-apple-system,sans-serif}
a{color:#b794ff}
a:focus-visible,audio:focus-visible{outline:2px solid #b794ff;outline-offset:2px}
.fv-top{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;border-bottom:1px solid #27272a}
.fv-logo{color:#f4f4f5;font-weight:800;font-size:20px;text-decoration:none}
.fv-nav{display:flex;gap:8px;align-items:center}
.fv-button{display:inline-block;padding:8px 16px;border-radius:999px;border:1px solid #3f3f46;color:#f4f4f5;text-decoration:none;font-weight:600;font-size:14px;white-space:nowrap}
.fv-share{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0}
button.fv-button{background:none;font:inherit;font-size:14px;font-weight:600;cursor:pointer}
[hidden]{display:none!important}
.fv-solid{background:#6d2fe0;border-color:#6d2fe0;color:#fff}
.fv-main{max-width:960px;margin:0 auto;padding:24px 16px 48px;display:grid;gap:24px}
.fv-eyebrow{margin:0;color:#b794ff;font-weight:700;font-size:13px;text-transform:uppercase;letter-spacing:.08em}
h1{margin:0;font-size:28px;line-height:1.15;overflow-wrap:anywhere}
h2,h3{margin:0;font-size:18px;line-height:1.3;overflow-wrap:anywhere}
.fv-muted{margin:0;color:#a1a1aa}
.fv-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.fv-join{display:grid;gap:12px;padding:16px;border-radius:16px;background:#15151d;border:1px solid #27272a}
.fv-join p{margin:0;color:#a1a1aa}
.fv-join div{display:flex;flex-wrap:wrap;gap:8px}
.fv-foot{max-width:960px;margin:0 auto;padding:24px 16px 40px;border-top:1px solid #27272a;display:flex;flex-wrap:wrap;justify-content:space-between;gap:12px;color:#a1a1aa;font-size:14px}
.fv-foot p{margin:0}
.fv-foot nav{display:flex;gap:16px}
.fv-foot a{color:#a1a1aa}
@media (min-width:768px){h1{font-size:36px}.fv-main{padding-top:40px}}
`.replace(/\n/g, '');
