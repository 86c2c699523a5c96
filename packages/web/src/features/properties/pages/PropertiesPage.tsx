import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { type ListingMode, PROPERTIES } from '@carespace/domain';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryTabs } from '../../../components/QueryTabs.tsx';
import {
  useMatchedProperties,
  useOwnProperties,
  useSignedInIdentity,
  useUpdatePriority,
} from '../api/properties-api.ts';
import { useAreaBase } from '../area-path.ts';
import { PropertyGrid } from '../components/PropertyGrid.tsx';
import { PropertySearch } from '../components/PropertySearch.tsx';

const MODE_PARAM = 'mode';

function readMode(value: string | null): ListingMode {
  return value === 'draft' || value === 'organize' ? value : '';
}

/** Your Property Listings: listed, drafts/unlisted, and Choose my Properties; the mode is in the query. */
export function Listings({
  forOrganization,
  heading,
}: {
  /** The organization an admin acts for (otherwise the query's organizationId, or the caller's own). */
  forOrganization?: string | null;
  /** The console names whose listings these are; the provider's own page keeps its usual title. */
  heading?: string;
} = {}) {
  const identity = useSignedInIdentity();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const mode = readMode(params.get(MODE_PARAM));
  // An admin's console pages name the organization they act for; a provider lists their own.
  const named = forOrganization ?? params.get('organizationId');
  const organizationId = named ?? identity?.organizationId ?? null;
  const properties = useOwnProperties(mode, { organizationId: named });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const save = useUpdatePriority(organizationId ?? '');

  const setMode = (next: ListingMode) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set(MODE_PARAM, next);
    else copy.delete(MODE_PARAM);
    setChosen(null);
    setParams(copy);
  };

  // Choose my Properties starts from what is listed now, in its order.
  const selected =
    chosen ??
    (mode === 'organize'
      ? (properties.data ?? []).filter((p) => p.propertyStatus === 'LIST').map((p) => p.id)
      : []);
  const toggle = (id: string) =>
    setChosen(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  const area = useAreaBase();
  // Admins append organizationId and userId to New Property, and open it in the console.
  const newPropertyPath = identity?.healcoAdmin
    ? `${area}/new/properties?organizationId=${encodeURIComponent(organizationId ?? '')}&userId=${encodeURIComponent(params.get('userId') ?? '')}`
    : `${area}/new/properties`;

  const title =
    mode === 'organize'
      ? PROPERTIES.chooseTitle
      : mode === 'draft'
        ? PROPERTIES.myDrafts
        : (heading ?? PROPERTIES.listingsTitle);
  return (
    <div className="cs-stack">
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {title}
        </Typography.Title>
        <Flex wrap gap={8}>
          {mode === '' ? (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(newPropertyPath)}>
                {PROPERTIES.newProperty}
              </Button>
              <Button onClick={() => setMode('draft')}>{PROPERTIES.myDrafts}</Button>
              <Button onClick={() => setMode('organize')}>{PROPERTIES.changeListed}</Button>
            </>
          ) : (
            <Button icon={<ArrowLeftOutlined />} onClick={() => setMode('')}>
              {PROPERTIES.backToProperties}
            </Button>
          )}
          {mode === 'organize' ? (
            <>
              <Button type="link" onClick={() => setMode('draft')}>
                {PROPERTIES.myDraftsLink}
              </Button>
              {selected.length > 0 ? (
                <Button
                  type="primary"
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate({ prioritizeProperty: selected }, { onSuccess: () => setMode('') })
                  }
                >
                  {PROPERTIES.saveListings}
                </Button>
              ) : null}
            </>
          ) : null}
        </Flex>
      </Flex>
      {mode === 'organize' ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Tap the properties you want listed, in the order you want them shown. The ones you leave out stay
          saved as unlisted.
        </Typography.Paragraph>
      ) : null}
      <PropertyGrid
        properties={
          mode === 'organize'
            ? [...(properties.data ?? [])].sort(
                (a, b) =>
                  (selected.indexOf(a.id) + 1 || Number.MAX_SAFE_INTEGER) -
                  (selected.indexOf(b.id) + 1 || Number.MAX_SAFE_INTEGER),
              )
            : properties.data
        }
        loading={properties.isPending}
        showStatus
        selectable={mode === 'organize'}
        selectedIds={selected}
        onSelect={(property) => toggle(property.id)}
        empty={
          <Card>
            <Empty
              description={
                mode === 'draft'
                  ? 'No drafts or unlisted properties. Everything you saved is listed.'
                  : 'You have not listed a property yet. Add your first one: it takes a few minutes, and photos help it get seen.'
              }
            >
              {mode === 'draft' ? null : (
                <Link to={newPropertyPath}>
                  <Button type="primary">{PROPERTIES.newProperty}</Button>
                </Link>
              )}
            </Empty>
          </Card>
        }
      />
    </div>
  );
}

/** Property Matches: cards lead to the property; the empty state points to the search map. */
export function Matches({ forOrganization }: { forOrganization?: string | null } = {}) {
  const [params] = useSearchParams();
  const matches = useMatchedProperties({ organizationId: forOrganization ?? params.get('organizationId') });
  return (
    <div className="cs-stack">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {PROPERTIES.matchesTitle}
      </Typography.Title>
      <PropertyGrid
        properties={matches.matches}
        loading={matches.isPending}
        empty={
          <Card>
            <Empty description={PROPERTIES.matchesEmpty}>
              <Link to="/provider/properties?tab=property-search">{PROPERTIES.propertySearchMap}</Link>
            </Empty>
          </Card>
        }
      />
      {matches.hasNextPage ? (
        <Flex justify="center">
          <Button loading={matches.isFetchingNextPage} onClick={() => void matches.fetchNextPage()}>
            Show more matches
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}

export default function PropertiesPage() {
  return (
    <QueryTabs
      clearParams={[MODE_PARAM]}
      items={[
        { key: 'host', label: 'Your listings', children: <Listings /> },
        { key: 'guest', label: 'Matches', children: <Matches /> },
        { key: 'property-search', label: 'Search', children: <PropertySearch /> },
      ]}
    />
  );
}
