import type { Badge } from '../../api/types';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DetailsCard, MomentFact } from '../../components/ui/details-card';
import { ExplorerLink } from '../../components/ui/explorer-link';
import { Fact } from '../../components/ui/fact';
import { ImageBox } from '../../components/ui/image-box';
import { chainLabel } from '../../lib/chains';
import { formatNumber, humanize } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';
import { safeHttpUrl } from '../../lib/url';

export function BadgeFacts({ badge, attributions }: { badge: Badge; attributions: number | undefined }) {
  const authorUrl = safeHttpUrl(badge.author?.uri);
  return (
    <DetailsCard record={badge}>
      <Fact label="Description">{badge.description}</Fact>
      <Fact label="Type">{badge.type ? humanize(badge.type) : null}</Fact>
      <MomentFact label="Claims end" value={badge.claimEndDate} />
      <Fact label="Maximum claims">
        {badge.maxClaims === undefined ? null : formatNumber(badge.maxClaims)}
      </Fact>
      <Fact label="Attributions">{attributions === undefined ? '…' : formatNumber(attributions)}</Fact>
      <Fact label="Gating tags">
        {badge.tags?.length ? (
          <span className="flex flex-wrap gap-1">
            {badge.tags.map((t) => (
              <span key={t.id} className="rounded-full border border-border px-2 py-0.5 text-xs">
                {t.name}
              </span>
            ))}
          </span>
        ) : (
          'None: any member may claim'
        )}
      </Fact>
      <Fact label="Chain">{chainLabel(badge.chainId)}</Fact>
      <Fact label="Contract">
        {badge.contract ? (
          <ExplorerLink chainId={badge.chainId} kind="address" value={badge.contract} />
        ) : null}
      </Fact>
      <Fact label="Author">
        {badge.author ? (
          authorUrl ? (
            <a
              href={authorUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="text-primary hover:underline"
            >
              {badge.author.name}
            </a>
          ) : (
            badge.author.name
          )
        ) : null}
      </Fact>
    </DetailsCard>
  );
}

/** The art as the CDN serves it at several sizes, so the admin sees what every surface will get. */
export function BadgeImageSizes({ badge }: { badge: Badge }) {
  const sizes = [32, 64, 128] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Image sizes</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-6">
        {sizes.map((size) => {
          const src = displayImageUrl(badge.image, { size });
          return (
            <figure key={size} className="flex flex-col items-center gap-2">
              <ImageBox src={src} alt={`Badge art at ${String(size)} px`} size={size} rounded="full" />
              <figcaption className="text-xs text-muted-foreground tabular-nums">{size} px</figcaption>
            </figure>
          );
        })}
      </CardContent>
    </Card>
  );
}
