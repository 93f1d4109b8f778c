import path from "node:path";

import type { TestDatabase } from "@/test/databases";
import { createDatabaseUntil } from "@/test/database-until";

// A database as the service left it before the `*_search_text` columns (migrations up to
// 0002_property_name_search), holding rows the old code wrote: names in every spelling family,
// a registry deed that renames property 2 and a registry-only deed to import.

const STATEMENTS = [
  `insert into regions (id, code, name, name_ar) values
      (1, 'MQ', 'Makkah', 'منطقة مكة المكرمة'), (3, 'MD', 'Madinah', 'منطقة المدينة المنورة')`,
  `insert into cities (id, region_id, name, name_ar) values (10, 1, 'Makkah', 'مكة المكرمة')`,
  `insert into properties (id, document_number, property_name, owner_id, deed_date_hijri) values
      (1, '310000000001', 'أبراج الأندلس ١٧ - Al Andalus Towers 17', '1090000001', '1440-01-01'),
      (2, '310000000002', 'عمارة الـــنخيل - Al Nakheel Building', '1090000001', '1440-01-01'),
      (3, '310000000003', 'مُجَمَّع الْوَاحَة', '1090000001', '1440-01-01'),
      (4, '310000000004', 'مبنى المسؤول', '1090000001', '1440-01-01'),
      (5, '310000000005', 'Qirawan Tower', '1090000001', '1440-01-01'),
      (6, '310000000006', 'إسكان آل سعود', '1090000001', '1440-01-01')`,
  `select setval(pg_get_serial_sequence('properties', 'id'), 6)`,
  `insert into registry_deeds (deed_number, owner_id, deed_date_hijri, property_name) values
      ('310000000002', '1090000001', '1440-01-01', 'عمارة الياسمين - Al Yasmin Building'),
      ('510100000001', '1090000001', '1440-01-01', 'فِلَل الرَّبِيع - Al Rabie Villas')`,
  `insert into parties (id, id_number, full_name, phone_number) values
      (1, '1090000001', 'عبد الله محمد العتيبي', '+966500000001'),
      (2, '1090000002', 'عبدالله أحمد الغامدي', '+966500000002'),
      (3, '1090000003', 'سارة مُوسَى', '+966500000003')`,
  `select setval(pg_get_serial_sequence('parties', 'id'), 3)`,
];

export function createPreSearchDatabase(storage: TestDatabase): Promise<void> {
  return createDatabaseUntil({
    storage,
    migrationsFolder: path.resolve(import.meta.dirname, "../drizzle"),
    lastTag: "0002_property_name_search",
    statements: STATEMENTS,
  });
}
