// The fence types Picket quotes (SPEC §3), declared once: pricing, the catalogue, the layout editor and the CRM's
// lead rules all take them from here. Zod-free, so the editor's first view does not download zod (issue 15).
export const fenceTypes = ['vinyl', 'cedar', 'chain'] as const;
export type FenceType = (typeof fenceTypes)[number];
