import { WalletListSource } from '../../components/ui/wallet-list-source';

const FORMAT =
  'One wallet per line, or a CSV with a “wallet” (or “address”) column; its other columns (e.g. “score”) are stored as each award’s metadata.';

const EXAMPLE =
  'wallet,score\n0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed,42\n0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,17';

/** Where the list of wallets to award comes from: a file dropped or chosen, or text pasted. */
export function AwardManySource(props: { onSource: (source: string | Blob) => void; busy: boolean }) {
  return (
    <WalletListSource
      format={FORMAT}
      example={EXAMPLE}
      fileLabel="Award from a file"
      notSentYet="Nothing is awarded before you start."
      {...props}
    />
  );
}
