import { ReloadOutlined } from '@ant-design/icons';
import { HEAT_MAP, US_STATES, type UsState } from '@carespace/domain';
import { Alert, Button, Card, Checkbox, DatePicker, Flex, List, Select, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { MapTarget } from '../../../components/map/BaseMap.tsx';
import { type LesseeParams, useHeatMap } from '../api/admin-api.ts';
import { citiesOf, weightedCentre } from '../components/heat-projection.ts';

// Leaflet and the outline load with this page only, never with a public page.
const HeatMap = lazy(() => import('../components/HeatMap.tsx'));

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
export const LESSEE_EMPTY = 'This state does not have any lessees interested in the area.';
export const LESSEE_FETCH_FAILED = 'Error: Unable to fetch lessees.';
const CITY_ZOOM = 10;

/**
 * /admin/map and /provider/map: where providers look for space. Admins can narrow it to
 * the practices of one state (and to interest inside it), pick the dates, and pan to a city from the list;
 * providers see the overview.
 */
export default function HeatMapPage({ isAdmin }: { isAdmin: boolean }) {
  const [filtering, setFiltering] = useState(true);
  const [state, setState] = useState<UsState>(HEAT_MAP.defaultState);
  const [onlyWithinState, setOnlyWithinState] = useState(false);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().subtract(HEAT_MAP.rangeMonths, 'month'),
    dayjs(),
  ]);
  const [target, setTarget] = useState<MapTarget>({ view: { ...HEAT_MAP.center, zoom: HEAT_MAP.zoom } });
  const panTo = (lat: number, lng: number) => setTarget({ view: { lat, lng, zoom: CITY_ZOOM } });

  const params: LesseeParams = isAdmin
    ? {
        ...(filtering ? { state, onlyWithinState } : {}),
        from: range[0].format('YYYY-MM-DD'),
        to: range[1].format('YYYY-MM-DD'),
      }
    : {};
  const { data, isFetching, isError, refetch } = useHeatMap(params);
  const cells = data?.result ?? [];
  const cities = useMemo(() => citiesOf(cells), [cells]);
  const empty = !isFetching && !isError && cells.length === 0;

  // The default centre shows the whole country; once interest arrives, centre on it (weighted) so it is in view.
  useEffect(() => {
    const centre = data ? weightedCentre(data.result) : null;
    if (centre) setTarget({ view: { ...centre, zoom: HEAT_MAP.zoom } });
  }, [data]);

  return (
    <div className="cs-stack">
      <Card
        title={<h2 style={{ margin: 0, fontSize: 18 }}>Carespace Activity</h2>}
        // Beside Refresh Map on a phone the heading would be cut to 'Carespace Activit…': let it wrap instead.
        styles={{ title: { whiteSpace: 'normal' } }}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => refetch()} loading={isFetching}>
            Refresh Map
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          Where providers are looking for space. If the map is empty, refresh it once.
        </Typography.Paragraph>
        {isAdmin && (
          <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
            <Button onClick={() => setFiltering((on) => !on)}>
              {filtering ? 'Show All Lessees' : 'Filter Lessees'}
            </Button>
            {filtering && (
              <>
                <Select<UsState>
                  aria-label="State"
                  showSearch
                  optionFilterProp="label"
                  value={state}
                  options={STATE_OPTIONS as { value: UsState; label: string }[]}
                  onChange={setState}
                  style={{ width: 200 }}
                />
                <Checkbox checked={onlyWithinState} onChange={(e) => setOnlyWithinState(e.target.checked)}>
                  Only Within Selected State
                </Checkbox>
              </>
            )}
            <DatePicker.RangePicker
              aria-label="Dates"
              allowClear={false}
              value={range}
              format="MM/DD/YY"
              onChange={(values) => {
                if (values?.[0] && values[1]) setRange([values[0], values[1]]);
              }}
            />
          </Flex>
        )}
        {isError && <Alert type="error" showIcon title={LESSEE_FETCH_FAILED} style={{ marginBottom: 16 }} />}
        {empty && isAdmin && filtering && (
          <Alert type="info" showIcon title={LESSEE_EMPTY} style={{ marginBottom: 16 }} />
        )}
        <Flex gap={16} wrap>
          <div style={{ flex: '1 1 480px', minWidth: 0 }}>
            <Spin spinning={isFetching}>
              <Suspense fallback={<div className="cs-map" />}>
                <HeatMap cells={cells} detail={data?.uncompressed ?? []} target={target} />
              </Suspense>
            </Spin>
          </div>
          {isAdmin && (
            <div style={{ flex: '0 1 260px', minWidth: 220 }}>
              <List
                size="small"
                bordered
                header={<strong>Interests Cities</strong>}
                dataSource={cities}
                locale={{ emptyText: 'No cities yet' }}
                style={{ maxHeight: 440, overflow: 'auto' }}
                renderItem={(city) => (
                  <List.Item
                    actions={[<span key="count">{city.count}</span>]}
                    style={{ cursor: 'pointer' }}
                    onClick={() => panTo(city.lat, city.lng)}
                  >
                    <button
                      type="button"
                      className="cs-link-button"
                      style={{
                        background: 'none',
                        border: 0,
                        padding: 0,
                        cursor: 'pointer',
                        color: 'inherit',
                      }}
                      onClick={(event) => {
                        event.stopPropagation();
                        panTo(city.lat, city.lng);
                      }}
                    >
                      {city.isoLocation}
                    </button>
                  </List.Item>
                )}
              />
            </div>
          )}
        </Flex>
      </Card>
    </div>
  );
}
