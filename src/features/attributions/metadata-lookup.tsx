import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { attributionByMetadataQuery } from '../../api/resources/attributions';
import { Address } from '../../components/ui/address';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { paths } from '../../config/paths';
import { type AttributionDetail } from './api';
import { attributionHolder } from './attribution-wallet';
import { showValue } from './metadata';

interface MetadataLookupProps {
  communityId: string;
  badgeId: string;
}

interface Search {
  key: string;
  value: string;
}

/** Finds the badge's attribution whose metadata holds a key with a value, e.g. `ticket` = `A-104`. */
export function MetadataLookup({ communityId, badgeId }: MetadataLookupProps) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [search, setSearch] = useState<Search | null>(null);
  const [missing, setMissing] = useState<'key' | 'value' | null>(null);
  const query = useQuery({
    ...attributionByMetadataQuery(communityId, badgeId, search?.key ?? '', search?.value ?? ''),
    enabled: search !== null,
  });

  const find = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { key: key.trim(), value: value.trim() };
    setMissing(!next.key ? 'key' : !next.value ? 'value' : null);
    if (next.key && next.value) setSearch(next);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Find by metadata</CardTitle>
        <CardDescription>The attribution whose metadata holds this key with this value.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={find} noValidate className="flex flex-wrap items-start gap-3">
          <Field label="Key" error={missing === 'key' ? 'Enter a key.' : undefined} className="w-48">
            <Input value={key} onChange={(e) => setKey(e.target.value)} spellCheck={false} />
          </Field>
          <Field label="Value" error={missing === 'value' ? 'Enter a value.' : undefined} className="w-48">
            <Input value={value} onChange={(e) => setValue(e.target.value)} spellCheck={false} />
          </Field>
          <Button
            type="submit"
            variant="secondary"
            className="mt-6"
            pending={search !== null && query.isFetching}
          >
            <Search aria-hidden />
            Find
          </Button>
        </form>
        <div aria-live="polite">
          {search && (
            <LookupResult search={search} query={query} communityId={communityId} badgeId={badgeId} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

interface LookupResultProps extends MetadataLookupProps {
  search: Search;
  query: {
    data: AttributionDetail | undefined;
    error: { status: number; message: string } | null;
    isFetching: boolean;
  };
}

function LookupResult({ search, query, communityId, badgeId }: LookupResultProps) {
  if (query.isFetching) return <p className="text-sm text-muted-foreground">Searching…</p>;
  if (query.error) {
    return query.error.status === 404 ? (
      <p className="text-sm">
        No attribution of this badge has {search.key} = {showValue(search.value)}.
      </p>
    ) : (
      <p className="text-sm text-danger-fg">Could not search: {query.error.message}</p>
    );
  }
  const found = query.data;
  if (!found) return null;
  const { wallet, ensName } = attributionHolder(found);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border p-3 text-sm">
      <span>
        Found:{' '}
        {wallet ? (
          <Address address={wallet} ensName={ensName} />
        ) : (
          <span className="text-muted-foreground">no wallet named</span>
        )}
      </span>
      <span className="text-muted-foreground">
        earned <DateTime value={found.earnedAt} />
      </span>
      <span className="text-muted-foreground">
        {search.key} = {showValue(found.metadata?.[search.key])}
      </span>
      <Link
        to={paths.attribution(communityId, badgeId, found.id)}
        className="ml-auto text-primary hover:underline"
      >
        Open the attribution
      </Link>
    </div>
  );
}
