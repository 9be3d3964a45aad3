import { WalletListSource } from '../../components/ui/wallet-list-source';

const FORMAT =
  'One wallet per line, or a CSV with a “wallet” (or “address”) column and, optionally, a “tags” column: tag names or ids separated by ; or |.';

const EXAMPLE =
  'wallet,tags\n0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed,vip;early\n0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,';

/** Where the import's list comes from: a file dropped or chosen, or text pasted. */
export function ImportSource(props: { onSource: (source: string | Blob) => void; busy: boolean }) {
  return (
    <WalletListSource
      format={FORMAT}
      example={EXAMPLE}
      fileLabel="Import a file"
      notSentYet="Nothing is sent before you start the import."
      {...props}
    />
  );
}
