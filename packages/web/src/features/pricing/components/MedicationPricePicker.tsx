import { formatCents, type TreatmentCategory } from '@carespace/domain';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CATEGORY_NAMES } from '../api/categories.ts';
import {
  featuredOption,
  groupByDrug,
  type MedicationPrice,
  useMedicationPrices,
} from '../api/medication-prices.ts';
import './MedicationPricePicker.css';

export const PRICE_PICKER = {
  learnMore: 'Learn more...',
  mostPopular: 'Most popular!',
  chooseDifferent: 'Choose a different medication',
  showFewer: 'Show the most popular options only',
  loading: 'Loading prices…',
  loadFailed: 'We could not load prices just now.',
  retry: 'Try again',
  empty: 'No medications are listed for this treatment yet.',
} as const;

export interface MedicationPricePickerProps {
  /** The treatment category code (EDYS, PREP, …). */
  category: TreatmentCategory;
  /**
   * Called with the chosen option. Without it, choosing goes to /get-started with the category pre-selected
   * (router state `{ treatmentCategories: [category] }`).
   */
  onChoose?: (medication: MedicationPrice) => void;
  /** The level of the category name heading (default 3: the picker usually sits in a titled section). */
  headingLevel?: 2 | 3 | 4;
}

function PriceCard({
  option,
  selected,
  onChoose,
}: {
  option: MedicationPrice;
  selected: boolean;
  onChoose: (option: MedicationPrice) => void;
}) {
  return (
    <button
      type="button"
      className={`cs-price-card${option.isMostPopular ? ' cs-price-card--popular' : ''}`}
      aria-pressed={selected}
      onClick={() => onChoose(option)}
    >
      {option.isMostPopular && <span className="cs-price-card__badge">{PRICE_PICKER.mostPopular}</span>}
      <span className="cs-price-card__name">{option.name}</span>
      <span className="cs-price-card__price">
        {formatCents(option.price)}
        <span className="cs-price-card__per"> / month</span>
      </span>
      <span className="cs-price-card__dosage">{option.dosage}</span>
      <span className="cs-price-card__supply">
        Qty {option.quantity} ({option.daySupply} day supply)
      </span>
      <span className="cs-price-card__cta" aria-hidden="true">
        {selected ? 'Chosen' : 'Choose'}
      </span>
    </button>
  );
}

/**
 * The medication price picker: the category's options grouped by drug (first word of the name),
 * the most popular option of each drug first, and 'Choose a different medication' to see every strength.
 * Plain React and CSS: it sits on landing pages, which stay free of antd.
 */
export function MedicationPricePicker({ category, onChoose, headingLevel = 3 }: MedicationPricePickerProps) {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, isFetching } = useMedicationPrices(category);
  const [showAll, setShowAll] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const headingId = useId();
  const listId = useId();
  const groups = useMemo(() => groupByDrug(data ?? []), [data]);
  const hasMoreOptions = groups.some((group) => group.options.length > 1);
  const Heading = `h${headingLevel}` as const;
  const DrugHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';

  const choose = (option: MedicationPrice) => {
    setChosenId(option.id);
    if (onChoose) onChoose(option);
    else navigate('/get-started', { state: { treatmentCategories: [category] } });
  };

  return (
    <section className="cs-price-picker" aria-labelledby={headingId}>
      <div className="cs-price-picker__header">
        <Heading id={headingId} className="cs-price-picker__title">
          {CATEGORY_NAMES[category]}
        </Heading>
        <Link to="/what-we-treat" className="cs-price-picker__learn">
          {PRICE_PICKER.learnMore}
        </Link>
      </div>

      {isPending && (
        <p className="cs-price-picker__status" role="status">
          {PRICE_PICKER.loading}
        </p>
      )}
      {isError && (
        <div className="cs-price-picker__status" role="alert">
          <p>{PRICE_PICKER.loadFailed}</p>
          <button
            type="button"
            className="cs-button cs-button--secondary"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {PRICE_PICKER.retry}
          </button>
        </div>
      )}
      {data && groups.length === 0 && <p className="cs-price-picker__status">{PRICE_PICKER.empty}</p>}

      {groups.length > 0 && (
        <div id={listId} className="cs-price-picker__groups">
          {groups.map((group) => {
            const featured = featuredOption(group);
            const shown = showAll ? group.options : featured ? [featured] : [];
            return (
              <div key={group.drug} className="cs-price-picker__group">
                <DrugHeading className="cs-price-picker__drug">{group.drug}</DrugHeading>
                <ul className="cs-price-picker__cards">
                  {shown.map((option) => (
                    <li key={option.id}>
                      <PriceCard option={option} selected={chosenId === option.id} onChoose={choose} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}

      {hasMoreOptions && (
        <button
          type="button"
          className="cs-button cs-button--secondary cs-price-picker__toggle"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? PRICE_PICKER.showFewer : PRICE_PICKER.chooseDifferent}
        </button>
      )}
    </section>
  );
}
