import { Plus, X } from 'lucide-react';
import type { Tag } from '../../api/types';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/select';
import type { Audience, AudienceJoin, AudienceRule } from './audience';

const joinOf = (value: string): AudienceJoin => (value === 'any' ? 'any' : 'all');

interface AudienceBuilderProps {
  audience: Audience;
  tags: readonly Tag[];
  onChange: (audience: Audience) => void;
}

/**
 * The rules of an audience as an admin says them: "Members who match all (any) of these rules:
 * has tag A, does not have tag B". Native selects, so each control works from the keyboard and with
 * a screen reader as the browser's own; every control's name says which rule it belongs to.
 */
export function AudienceBuilder({ audience, tags, onChange }: AudienceBuilderProps) {
  const setRule = (index: number, rule: AudienceRule) =>
    onChange({ ...audience, rules: audience.rules.map((r, i) => (i === index ? rule : r)) });
  const removeRule = (index: number) =>
    onChange({ ...audience, rules: audience.rules.filter((_, i) => i !== index) });
  // A new rule names the first tag not used yet, so it counts at once.
  const addRule = () => {
    const used = new Set(audience.rules.map((r) => r.tagId));
    const next = tags.find((t) => !used.has(t.id))?.id ?? tags[0]?.id ?? '';
    onChange({ ...audience, rules: [...audience.rules, { tagId: next, has: true }] });
  };
  const known = new Set(tags.map((t) => t.id));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">Rules of the audience</legend>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor="audience-join">Members who match</label>
        <NativeSelect
          id="audience-join"
          wrapperClassName="w-auto"
          value={audience.join}
          onChange={(e) => onChange({ ...audience, join: joinOf(e.target.value) })}
        >
          <option value="all">all</option>
          <option value="any">any</option>
        </NativeSelect>
        <span>of these rules:</span>
      </div>
      {audience.rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rule yet: add one to choose members by a tag.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {audience.rules.map((rule, index) => {
            const n = index + 1;
            return (
              // Rules have no id of their own (the URL holds only tag and sign); every control is
              // controlled, so a key by place loses nothing when a rule is removed.
              <li key={index} className="flex items-start gap-2">
                <span aria-hidden className="w-8 shrink-0 pt-2 text-sm text-muted-foreground">
                  {index === 0 ? '' : audience.join === 'all' ? 'and' : 'or'}
                </span>
                {/* The two choices wrap together on a phone; the remove button stays beside them. */}
                <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                  <NativeSelect
                    aria-label={`Rule ${n}: has or does not have`}
                    wrapperClassName="w-auto"
                    value={rule.has ? 'has' : 'not'}
                    onChange={(e) => setRule(index, { ...rule, has: e.target.value === 'has' })}
                  >
                    <option value="has">has tag</option>
                    <option value="not">does not have tag</option>
                  </NativeSelect>
                  <NativeSelect
                    aria-label={`Rule ${n}: tag`}
                    wrapperClassName="min-w-0 flex-[1_1_10rem] sm:max-w-xs"
                    value={rule.tagId}
                    onChange={(e) => setRule(index, { ...rule, tagId: e.target.value })}
                  >
                    {rule.tagId === '' && <option value="">Choose a tag</option>}
                    {rule.tagId !== '' && !known.has(rule.tagId) && (
                      <option value={rule.tagId}>Unknown tag {rule.tagId}</option>
                    )}
                    {tags.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove rule ${n}`}
                  onClick={() => removeRule(index)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={addRule} disabled={tags.length === 0}>
          <Plus aria-hidden />
          Add a rule
        </Button>
      </div>
    </fieldset>
  );
}
