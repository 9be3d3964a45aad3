import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '../../components/ui/button';
import { ACCEPT_ATTRIBUTE, UPLOAD_RULE_TEXT } from '../../features/uploads/upload-rules';
import { cn } from '../../lib/cn';

/** Where the admin drops (or chooses) the images of a batch; a new drop replaces the last one. */
export function ArtBatchDrop({ onFiles, compact }: { onFiles: (files: File[]) => void; compact: boolean }) {
  const ruleId = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: true,
    noKeyboard: true, // the "Choose images" button is the keyboard control
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
  });
  return (
    <div
      {...getRootProps({
        role: 'group',
        'aria-label': 'Images for badges',
        'aria-describedby': ruleId,
        className: cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border px-6 text-center transition-colors hover:bg-muted/50',
          compact ? 'py-4' : 'py-10',
          isDragActive && 'border-primary bg-muted',
        ),
      })}
    >
      <input
        {...getInputProps({
          accept: ACCEPT_ATTRIBUTE,
          'aria-label': 'Image files for badges',
          'aria-describedby': ruleId,
        })}
      />
      {!compact && <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />}
      <p className="text-sm">
        {isDragActive
          ? 'Drop to match them to badges'
          : compact
            ? 'Drop other images here to start again, or'
            : 'Drop the images here, one per badge, named after the badge, or'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={ruleId}
        onClick={(event) => {
          event.stopPropagation();
          open();
        }}
      >
        Choose images
      </Button>
      <p id={ruleId} className="text-xs text-muted-foreground">
        {UPLOAD_RULE_TEXT} each. A file named like a badge’s title (“Spring Hackathon.png”) goes to that
        badge.
      </p>
    </div>
  );
}
