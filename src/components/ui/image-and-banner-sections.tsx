import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { FormSection } from './form-section';
import { ImageUrlField, type ImageUploadComponent } from './image-url-field';
import { Input } from './input';

interface ImageAndBannerSectionsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's field for the square image's URL, and for the banner's. */
  image: Path<T>;
  banner: Path<T>;
  /** What the square image is of, for its preview's alt text ("Mintable image preview"). */
  imagePreviewAlt: string;
  ImageUpload: ImageUploadComponent;
}

/**
 * The "Image" and "Banner" sections that a mintable and an experience share: a URL field each, with
 * its preview and an upload that fills it in.
 */
export function ImageAndBannerSections<T extends FieldValues>(props: ImageAndBannerSectionsProps<T>) {
  const { form, image, banner, imagePreviewAlt, ImageUpload } = props;
  const [imageUrl, bannerUrl] = useWatch({ control: form.control, name: [image, banner] });
  const errorOf = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message;
  const setUrl = (name: Path<T>) => (url: string) =>
    // Both fields hold a URL as text: the cast only names that for the generic form.
    form.setValue(name, url as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });

  return (
    <>
      <FormSection title="Image">
        <ImageUrlField
          label="Image URL"
          value={imageUrl}
          error={errorOf(image)}
          previewAlt={imagePreviewAlt}
          ImageUpload={ImageUpload}
          onUploaded={setUrl(image)}
        >
          <Input {...form.register(image)} spellCheck={false} inputMode="url" />
        </ImageUrlField>
      </FormSection>

      <FormSection title="Banner">
        <ImageUrlField
          label="Banner URL"
          value={bannerUrl}
          error={errorOf(banner)}
          shape="banner"
          previewAlt="Banner preview"
          ImageUpload={ImageUpload}
          onUploaded={setUrl(banner)}
        >
          <Input {...form.register(banner)} spellCheck={false} inputMode="url" />
        </ImageUrlField>
      </FormSection>
    </>
  );
}
