// What Picket reads from a contractor's CRM for the mapping forms, as the API sends it (server/features/crm/crm-catalogue.ts
// reads it from GoHighLevel; web/features/crm shows it).

export interface CrmPipeline {
  id: string;
  name: string;
  stages: { id: string; name: string }[];
}

export interface CrmCustomField {
  id: string;
  name: string;
  fieldKey: string;
  dataType: string;
  model: 'contact' | 'opportunity';
}
