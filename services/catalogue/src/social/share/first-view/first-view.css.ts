/** The shared pages' own styles, beside the light pages' base (libs/runtime's first-view.css.ts). */
export const FIRST_VIEW_CSS = `
.fv-banner{display:flex;gap:16px;align-items:center}
.fv-banner img{width:96px;height:96px;border-radius:12px;object-fit:cover;flex:none;background:#15151d}
.fv-banner .fv-round{border-radius:50%}
.fv-list{display:grid;gap:12px}
.fv-card{display:grid;grid-template-columns:64px 1fr;gap:8px 12px;padding:12px;border-radius:16px;background:#15151d;border:1px solid #27272a}
.fv-cover{width:64px;height:64px;border-radius:8px;object-fit:cover;background:#27272a}
.fv-card .fv-muted{font-size:14px}
.fv-wave{grid-column:1/-1;height:40px;--played:0%}
.fv-wave svg{width:100%;height:100%;display:block;fill:#52525b}
.fv-wave .fv-played{fill:#9b6bff;clip-path:inset(0 calc(100% - var(--played)) 0 0)}
.fv-card audio{grid-column:1/-1;width:100%;height:40px}
.fv-actions{grid-column:1/-1;margin:0;display:flex;flex-wrap:wrap;gap:8px}
@media (min-width:768px){.fv-card{grid-template-columns:96px 1fr}.fv-cover{width:96px;height:96px}.fv-banner img{width:160px;height:160px}}
`.replace(/\n/g, '');
