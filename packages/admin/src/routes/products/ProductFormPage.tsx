import { isGroupedProduct, isVariableProduct } from '@skatekit/core/rules';
import { PRODUCT_STATUSES, ProductTypeSchema } from '@skatekit/console-contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Field } from '../../ui/Field';
import { GalleryField } from '../../ui/GalleryField';
import { ImageField } from '../../ui/ImageField';
import { Page } from '../../ui/Page';
import { RichTextField } from '../../ui/RichTextField';
import { ErrorState, FormError, LoadingState } from '../../ui/states';
import { StockPanel } from '../stock/StockPanel';
import {
  checkProduct,
  EMPTY_PRODUCT,
  formValuesOf,
  generateVariations,
  MAX_VARIATIONS,
  type ProductFormValues,
  termsOf,
} from './productForm';
import { useCatalogueOptions, useProduct, useSaveProduct } from './useProducts';

type Options = NonNullable<ReturnType<typeof useCatalogueOptions>['data']>;

/**
 * Makes the variations from the attributes' terms (every size x colour), with one price and stock for
 * the new rows; the rows already there are kept. Then each row's price and stock can be changed.
 */
function GenerateVariations({
  onGenerate,
}: {
  onGenerate: (fresh: { price: string; stock: string }) => { added: number; total: number; tooMany: boolean };
}) {
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('0');
  const [said, setSaid] = useState('');
  const priceId = useId();
  const stockId = useId();
  return (
    <div className="generate-variations">
      <div className="form-grid">
        <div className="field">
          <label htmlFor={priceId}>Price of each new variation (₹)</label>
          <input id={priceId} value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" />
        </div>
        <div className="field">
          <label htmlFor={stockId}>Stock of each new variation</label>
          <input id={stockId} value={stock} onChange={(e) => setStock(e.target.value)} inputMode="numeric" />
        </div>
      </div>
      <button
        type="button"
        className="button"
        onClick={() => {
          const { added, total, tooMany } = onGenerate({ price, stock });
          setSaid(
            tooMany
              ? `The attributes make more than ${MAX_VARIATIONS} combinations: use fewer terms.`
              : `${total} variations from the attributes: ${added} new, ${total - added} kept.`,
          );
        }}
      >
        Generate variations from the attributes
      </button>
      <p role="status" className="muted">
        {said}
      </p>
    </div>
  );
}

function ProductForm({
  id,
  initial,
  options,
}: {
  id: string | undefined;
  initial: ProductFormValues;
  options: Options;
}) {
  const navigate = useNavigate();
  const save = useSaveProduct(id);
  const form = useForm<ProductFormValues>({ defaultValues: initial });
  const { register, formState, watch, control, setError, clearErrors, reset } = form;
  const attributes = useFieldArray({ control, name: 'attributes' });
  const variations = useFieldArray({ control, name: 'variations' });
  useEffect(() => reset(initial), [initial, reset]);
  const type = watch('type');
  const attributeValues = watch('attributes');
  const error = (name: string) =>
    form.getFieldState(name as FieldPath<ProductFormValues>, formState).error?.message;

  const onSubmit = form.handleSubmit((values) => {
    clearErrors();
    const checked = checkProduct(values);
    if (!checked.ok) {
      for (const problem of checked.problems)
        setError(problem.field as FieldPath<ProductFormValues>, { message: problem.message });
      return;
    }
    save.mutate(checked.body, {
      onSuccess: (answer) => {
        if (!id) navigate(`/products/${encodeURIComponent(answer.data.id)}`, { replace: true });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card product-form">
      <div className="form-grid">
        <Field label="Type" error={error('type')}>
          {(props) => (
            <select {...props} {...register('type')}>
              {ProductTypeSchema.options.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Name" error={error('title')}>
          {(props) => <input {...props} {...register('title')} />}
        </Field>
        <Field label="SKU" error={error('sku')}>
          {(props) => <input {...props} {...register('sku')} autoCapitalize="characters" />}
        </Field>
        <Field label="Category" error={error('category')}>
          {(props) => (
            <select {...props} {...register('category')}>
              <option value="">Choose a category</option>
              {options.categories.map((c) => (
                <option key={c.category} value={c.category}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Status" error={error('status')}>
          {(props) => (
            <select {...props} {...register('status')}>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Delivery days" error={error('deliveryDays')}>
          {(props) => <input {...props} {...register('deliveryDays')} inputMode="numeric" />}
        </Field>
        <Field
          label="Low stock at (units)"
          hint="At or below this the product is badged Low stock and you are mailed once. Empty: the store's threshold."
          error={error('lowStockThreshold')}
        >
          {(props) => <input {...props} {...register('lowStockThreshold')} inputMode="numeric" />}
        </Field>
      </div>

      <fieldset>
        <legend>Category types</legend>
        {options.categoryTypes.map((t) => (
          <label key={t} className="check">
            <input type="checkbox" value={t} {...register('categoryTypes')} /> {t}
          </label>
        ))}
      </fieldset>
      {options.newArrivalGroups.length > 0 ? (
        <fieldset>
          <legend>New-arrival groups</legend>
          {options.newArrivalGroups.map((g) => (
            <label key={g.id} className="check">
              <input type="checkbox" value={g.id} {...register('newArrivalGroups')} /> {g.name}
            </label>
          ))}
        </fieldset>
      ) : null}

      {!isVariableProduct(type) ? (
        <div className="form-grid">
          <Field label="Price (₹)" error={error('price')}>
            {(props) => <input {...props} {...register('price')} inputMode="decimal" />}
          </Field>
          <Field label="Sale price (₹)" hint="0 or empty: no sale" error={error('salePrice')}>
            {(props) => <input {...props} {...register('salePrice')} inputMode="decimal" />}
          </Field>
          <Field
            label="Stock"
            hint={id ? 'Change it in the stock panel below' : 'Units on hand, or "Unlimited"'}
            error={error('stock')}
          >
            {(props) => <input {...props} {...register('stock')} disabled={Boolean(id)} />}
          </Field>
        </div>
      ) : null}

      <ImageField
        label="Image"
        name="image"
        value={watch('image')}
        onChange={(path) => form.setValue('image', path, { shouldDirty: true })}
      />
      <GalleryField
        label="Gallery"
        value={watch('gallery')}
        onChange={(paths) => form.setValue('gallery', paths, { shouldDirty: true })}
      />

      <Field label="Short description" error={error('shortDescription')}>
        {(props) => <textarea {...props} {...register('shortDescription')} rows={2} />}
      </Field>
      <RichTextField
        label="Description"
        hint="Formatted as the product page shows it; saved as HTML, cleaned of scripts and event handlers"
        error={error('description')}
        value={watch('description')}
        onChange={(html) => form.setValue('description', html, { shouldDirty: true })}
      />
      <Field label="Key features" hint="One per line" error={error('keyFeatures')}>
        {(props) => <textarea {...props} {...register('keyFeatures')} rows={3} />}
      </Field>
      <Field label="Specification" hint='One per line, "Label: value"' error={error('specifications')}>
        {(props) => <textarea {...props} {...register('specifications')} rows={3} />}
      </Field>

      {isGroupedProduct(type) ? (
        <Field label="Package items" hint="Product ids, one per line" error={error('groupedItems')}>
          {(props) => <textarea {...props} {...register('groupedItems')} rows={3} />}
        </Field>
      ) : null}

      {isVariableProduct(type) ? (
        <>
          <fieldset>
            <legend>Attributes</legend>
            {error('attributes') ? <p className="field-error">{error('attributes')}</p> : null}
            {attributes.fields.map((item, i) => (
              <div key={item.id} className="form-grid">
                <Field label={`Attribute ${i + 1} name`} error={error(`attributes.${i}.name`)}>
                  {(props) => <input {...props} {...register(`attributes.${i}.name`)} placeholder="Size" />}
                </Field>
                <Field
                  label={`Attribute ${i + 1} terms`}
                  hint="Comma-separated"
                  error={error(`attributes.${i}.terms`)}
                >
                  {(props) => (
                    <input {...props} {...register(`attributes.${i}.terms`)} placeholder="7, 8, 9" />
                  )}
                </Field>
                <button type="button" className="button" onClick={() => attributes.remove(i)}>
                  Remove attribute {i + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button"
              onClick={() => attributes.append({ name: '', terms: '' })}
            >
              Add attribute
            </button>
          </fieldset>
          <fieldset>
            <legend>Variations</legend>
            <GenerateVariations
              onGenerate={(fresh) => {
                const made = generateVariations(form.getValues(), fresh);
                if (!made.tooMany) variations.replace(made.variations);
                return { added: made.added, total: made.variations.length, tooMany: made.tooMany };
              }}
            />
            {error('variations') ? <p className="field-error">{error('variations')}</p> : null}
            {variations.fields.map((item, i) => (
              <div key={item.id} className="variation">
                <div className="form-grid">
                  <Field label={`Variation ${i + 1} SKU`} error={error(`variations.${i}.sku`)}>
                    {(props) => <input {...props} {...register(`variations.${i}.sku`)} />}
                  </Field>
                  {attributeValues.map((attribute, j) =>
                    attribute.name.trim() ? (
                      <Field
                        key={attributes.fields[j]?.id}
                        label={`Variation ${i + 1} ${attribute.name.trim()}`}
                        error={error(`variations.${i}.terms`)}
                      >
                        {(props) => (
                          <select {...props} {...register(`variations.${i}.terms.${j}`)}>
                            <option value="">—</option>
                            {termsOf(attribute.terms).map((term) => (
                              <option key={term}>{term}</option>
                            ))}
                          </select>
                        )}
                      </Field>
                    ) : null,
                  )}
                  <Field label={`Variation ${i + 1} price (₹)`} error={error(`variations.${i}.price`)}>
                    {(props) => (
                      <input {...props} {...register(`variations.${i}.price`)} inputMode="decimal" />
                    )}
                  </Field>
                  <Field
                    label={`Variation ${i + 1} sale price (₹)`}
                    error={error(`variations.${i}.salePrice`)}
                  >
                    {(props) => (
                      <input {...props} {...register(`variations.${i}.salePrice`)} inputMode="decimal" />
                    )}
                  </Field>
                  <Field label={`Variation ${i + 1} stock`} error={error(`variations.${i}.stock`)}>
                    {(props) => (
                      <input
                        {...props}
                        {...register(`variations.${i}.stock`)}
                        disabled={watch(`variations.${i}.saved`)}
                      />
                    )}
                  </Field>
                </div>
                <ImageField
                  label={`Variation ${i + 1} image`}
                  value={watch(`variations.${i}.image`)}
                  onChange={(path) => form.setValue(`variations.${i}.image`, path, { shouldDirty: true })}
                />
                <GalleryField
                  label={`Variation ${i + 1} gallery`}
                  value={watch(`variations.${i}.gallery`) ?? []}
                  onChange={(paths) => form.setValue(`variations.${i}.gallery`, paths, { shouldDirty: true })}
                />
                <button type="button" className="button" onClick={() => variations.remove(i)}>
                  Remove variation {i + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button"
              onClick={() =>
                variations.append({
                  sku: '',
                  price: '',
                  salePrice: '',
                  stock: '0',
                  image: '',
                  gallery: [],
                  terms: [],
                  saved: false,
                })
              }
            >
              Add variation
            </button>
          </fieldset>
        </>
      ) : null}

      <FormError error={save.error} />
      {save.isSuccess ? <p role="status">Saved.</p> : null}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : id ? 'Save product' : 'Create product'}
      </button>
    </form>
  );
}

/** A product's form: new (`/products/new`) or an existing one with its stock panel. */
export default function ProductFormPage() {
  const params = useParams();
  const id = params.id === 'new' ? undefined : params.id;
  const options = useCatalogueOptions();
  const product = useProduct(id);
  const back = <Link to="/products">All products</Link>;
  const initial = useMemo(() => (product.data ? formValuesOf(product.data) : EMPTY_PRODUCT), [product.data]);
  if (options.isPending || (id && product.isPending)) return <LoadingState label="Loading the product" />;
  if (options.isError) return <ErrorState error={options.error} onRetry={() => void options.refetch()} />;
  if (id && product.isError)
    return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  return (
    <Page title={id ? (product.data?.title ?? 'Product') : 'New product'} back={back}>
      <ProductForm id={id} initial={id ? initial : EMPTY_PRODUCT} options={options.data} />
      {id ? <StockPanel productId={id} /> : null}
    </Page>
  );
}
