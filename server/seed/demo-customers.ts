// Demo customers (homeowners) for the seeded tenants; written through the same derived columns as the API.
import type { Db } from '../db/connection';
import { homeowners } from '../db/schema/index';
import { derivedHomeownerColumns } from '../features/customers/homeowner-row';

const MAIN = [
  ['Sarah', 'Johnson', 'sarah.johnson@example.com', '512-555-0101', '1204 Oak Hollow Dr', 'Austin', 'TX', '78704'],
  ['Michael', 'Garcia', 'mgarcia@example.com', '512-555-0102', '88 Pecan Grove Ln', 'Round Rock', 'TX', '78664'],
  ['Emily', 'Nguyen', 'emily.nguyen@example.com', '512-555-0103', '4519 Barton Creek Blvd', 'Austin', 'TX', '78735'],
  ['David', 'Martinez', 'dmartinez@example.com', '737-555-0104', '302 Cedar Ridge Rd', 'Cedar Park', 'TX', '78613'],
  ['Jessica', 'Brown', 'jess.brown@example.com', '512-555-0105', '77 Willow Bend', 'Pflugerville', 'TX', '78660'],
  ['Robert', 'Wilson', 'rwilson@example.com', '737-555-0106', '9100 Lakeline Blvd', 'Austin', 'TX', '78717'],
];
const SECOND = [
  ['Linda', 'Carter', 'linda.carter@example.com', '214-555-0201', '15 Magnolia St', 'Dallas', 'TX', '75201'],
  ['James', 'Lee', 'james.lee@example.com', '214-555-0202', '620 Elm Ave', 'Plano', 'TX', '75024'],
];

/** Inserts the demo customers and returns their ids in order (main tenant, second tenant). */
export async function seedDemoCustomers(db: Db, ids: { mainContractorId: string; secondContractorId: string }) {
  const insert = async (contractorId: string, rows: string[][]) => {
    const values = rows.map(([firstName, lastName, email, phone, address, city, state, zipCode]) => ({
      contractorId, firstName, lastName, email, phone, address, city, state, zipCode,
      ...derivedHomeownerColumns(contractorId, { firstName, lastName, email, phone }),
    }));
    const inserted = await db.insert(homeowners).values(values).returning({ id: homeowners.id });
    return inserted.map((r) => r.id);
  };
  return { main: await insert(ids.mainContractorId, MAIN), second: await insert(ids.secondContractorId, SECOND) };
}
