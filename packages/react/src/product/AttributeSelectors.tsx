import { type AttributeSelection, termAvailable } from '@skatekit/core/rules';
import type { Attribute, Variation } from '@skatekit/core/schemas';

export interface AttributeSelectorsProps {
  attributes: readonly Attribute[];
  variations: readonly Variation[];
  selection: AttributeSelection;
  onChange: (selection: AttributeSelection) => void;
}

/** One group of toggle buttons per attribute; a term no variation offers with the other choices is disabled. */
export function AttributeSelectors({ attributes, variations, selection, onChange }: AttributeSelectorsProps) {
  return (
    <>
      {attributes.map((attribute) => (
        <fieldset key={attribute.slug || attribute.name} className="skate-attr">
          <legend>
            {attribute.name}
            {selection[attribute.name] ? `: ${selection[attribute.name]}` : ''}
          </legend>
          <div className="skate-attr-options">
            {attribute.selectedTerms.map((term) => (
              <button
                key={term.id || term.name}
                type="button"
                className="skate-attr-option"
                aria-pressed={selection[attribute.name] === term.name}
                disabled={!termAvailable(variations, attribute, term.name)}
                onClick={() => onChange({ ...selection, [attribute.name]: term.name })}
              >
                {term.name}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
