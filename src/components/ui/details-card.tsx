import type { ReactNode } from 'react';
import { formatUtc } from '../../lib/format';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { DateTime } from './date-time';
import { Fact } from './fact';

/** A moment the admin plans by (a claim end, an experience's start): local time, then UTC. */
export function MomentFact({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Fact label={label}>
      {value ? (
        <>
          <DateTime value={value} absolute />{' '}
          <span className="text-muted-foreground">({formatUtc(value)})</span>
        </>
      ) : null}
    </Fact>
  );
}

/**
 * A record's "Details" card: its own facts, then what every record of the service has, when it was
 * created and updated and its id, in the same grid.
 */
export function DetailsCard({
  record,
  children,
}: {
  record: { id: string; createdAt?: string; updatedAt?: string };
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children}
          <Fact label="Created">
            <DateTime value={record.createdAt} />
          </Fact>
          <Fact label="Updated">
            <DateTime value={record.updatedAt} />
          </Fact>
          <Fact label="ID">
            <span className="font-mono text-xs break-all">{record.id}</span>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
