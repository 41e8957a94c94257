import { formatRupees } from '@rentals/core/format';
import { BooleanField, DataTable, List, TextField } from 'react-admin';

export interface PropertyRecord {
  id: string;
  title: string;
  city: string | null;
  locality: string | null;
  rent: number | string;
  availability: string;
  verified: boolean;
}

const Column = DataTable.Col<PropertyRecord>;

export function PropertyList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable<PropertyRecord> rowClick={false}>
        <Column source="title" />
        <Column source="city" />
        <Column source="locality" />
        <Column source="rent" align="right" render={(record) => formatRupees(record.rent)} />
        <Column source="availability" field={TextField} />
        <Column source="verified" field={BooleanField} />
      </DataTable>
    </List>
  );
}
