import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type FileRecord,
  PROPERTY_DESCRIPTION_MAX,
  PROPERTY_PHOTOS_MAX,
  PROPERTY_ROOM_ITEMS_MAX,
  PROPERTY_TITLE_MAX,
  type PropertySaveInput,
  type PropertyView,
  propertySaveSchema,
  RATE_PERIOD,
} from '@carespace/domain';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { AddressForm } from '../../../components/form/AddressForm.tsx';
import { DescriptionField } from '../../../components/form/DescriptionField.tsx';
import { ReferenceMultiSelect } from '../../../components/form/ReferenceMultiSelect.tsx';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect.tsx';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { PhotoUploader } from '../../../components/upload/PhotoUploader.tsx';

const FIELDS = propertySaveSchema.shape;
const PERIOD_OPTIONS = Object.entries(RATE_PERIOD).map(([value, label]) => ({ value, label }));

interface RoomItemValues {
  roomType?: string;
  name?: string;
  rate?: number | null;
  ratePeriod?: string | null;
}

export interface PropertyFormValues {
  title: string;
  description: string;
  addressInfo: PropertySaveInput['addressInfo'];
  roomTypes: string[];
  supportedProviderSpecialty: string[];
  unsupportedProviderSpecialty: string[];
  /** Dollars in the form; cents on the wire. */
  rate?: number | null;
  ratePeriod?: string | null;
  items?: RoomItemValues[];
  photos?: FileRecord[];
}

const toCents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);
const toDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : cents / 100;

export function formValuesOf(property: PropertyView): PropertyFormValues {
  return {
    title: property.title,
    description: property.description,
    addressInfo: {
      addressLineOne: property.addressInfo.addressLineOne ?? '',
      addressLineTwo: property.addressInfo.addressLineTwo ?? '',
      city: property.addressInfo.city,
      usState: property.addressInfo.usState,
      zipcode: property.addressInfo.zipcode,
    },
    roomTypes: property.roomTypes,
    supportedProviderSpecialty: property.supportedProviderSpecialty,
    unsupportedProviderSpecialty: property.unsupportedProviderSpecialty,
    rate: toDollars(property.rate),
    ratePeriod: property.ratePeriod,
    items: property.roomInfo.items.map((item) => ({
      roomType: item.roomType,
      name: item.name ?? '',
      rate: toDollars(item.rate),
      ratePeriod: item.ratePeriod ?? null,
    })),
    photos: property.propertyPhoto.files.map((file, index) => ({
      id: file.id,
      fileName: file.fileName,
      mimeType: file.mimeType,
      originalName: file.fileName,
      display_order: index,
    })),
  };
}

export function saveBodyOf(
  values: PropertyFormValues,
  status: 'DRFT' | 'LIST' | 'UNLT',
  organizationId: string | null,
): PropertySaveInput {
  return {
    ...(organizationId ? { organizationId } : {}),
    title: values.title,
    description: values.description,
    propertyStatus: status,
    addressInfo: values.addressInfo,
    roomTypes: values.roomTypes ?? [],
    supportedProviderSpecialty: values.supportedProviderSpecialty ?? [],
    unsupportedProviderSpecialty: values.unsupportedProviderSpecialty ?? [],
    rate: toCents(values.rate),
    ratePeriod: values.rate === null || values.rate === undefined ? null : (values.ratePeriod as never),
    roomInfo: {
      items: (values.items ?? [])
        .filter((item) => item.roomType)
        .map((item) => ({
          roomType: item.roomType!,
          name: item.name ?? null,
          rate: toCents(item.rate),
          ratePeriod: item.rate === null || item.rate === undefined ? null : (item.ratePeriod as never),
        })),
    },
    propertyPhoto: { files: (values.photos ?? []).map((photo) => ({ id: photo.id })) },
  };
}

/** A rate in dollars with its period beside it. */
function RateFields({ name, label }: { name: (string | number)[]; label: string }) {
  const [rate, period] = [
    [...name, 'rate'],
    [...name, 'ratePeriod'],
  ];
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12} md={8}>
        <Form.Item
          name={rate}
          label={label}
          rules={[{ type: 'number', min: 0, message: 'Enter a rate of $0 or more.' }]}
        >
          <InputNumber
            min={0}
            step={5}
            prefix="$"
            precision={2}
            style={{ width: '100%' }}
            aria-label={label}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item
          name={period}
          label="Per"
          dependencies={[rate]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                const amount = getFieldValue(rate);
                if (amount !== null && amount !== undefined && !value) {
                  throw new Error('Choose whether the rate is per day, per month or per session.');
                }
              },
            }),
          ]}
        >
          <Select options={PERIOD_OPTIONS} allowClear placeholder="Period" aria-label={`${label} period`} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export interface PropertyFormProps {
  initialValues?: PropertyFormValues;
  saving: boolean;
  onSave: (values: PropertyFormValues, status: 'DRFT' | 'LIST') => void;
  onCancel: () => void;
}

/** The listing form: what the room is, where, for whom, for how much, and its photos (the first is the cover). */
export function PropertyForm({ initialValues, saving, onSave, onCancel }: PropertyFormProps) {
  const [form] = Form.useForm<PropertyFormValues>();
  const submit = async (status: 'DRFT' | 'LIST') => {
    try {
      const values = await form.validateFields();
      onSave(values, status);
    } catch {
      // antd shows the messages beside the fields and scrolls to the first
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={
        initialValues ?? {
          roomTypes: [],
          supportedProviderSpecialty: [],
          unsupportedProviderSpecialty: [],
          items: [],
          photos: [],
        }
      }
      scrollToFirstError
      requiredMark="optional"
    >
      <Card title="About the space" className="cs-property-form__card">
        <Form.Item name="title" label="Title" required rules={[zodRule(FIELDS.title)]}>
          <Input
            maxLength={PROPERTY_TITLE_MAX}
            placeholder="e.g. Quiet therapy office near Hoboken station"
          />
        </Form.Item>
        <DescriptionField
          name="description"
          label="Description"
          required
          maxLength={PROPERTY_DESCRIPTION_MAX}
          rows={6}
          placeholder="What the room has, when it is free, and who would feel at home there. Contact details stay private until you accept an introduction."
        />
        <ReferenceMultiSelect
          name="roomTypes"
          label="Room types"
          table="roomType"
          required
          schema={FIELDS.roomTypes}
        />
      </Card>

      <Card title="Address" className="cs-property-form__card">
        <Typography.Paragraph type="secondary">
          Providers see only the city, state and ZIP code until you share more.
        </Typography.Paragraph>
        <AddressForm prefix={['addressInfo']} />
      </Card>

      <Card title="Who it suits" className="cs-property-form__card">
        <ReferenceMultiSelect
          name="supportedProviderSpecialty"
          label="Specialties welcome"
          table="providerSpecialty"
          required={false}
          itemProps={{ extra: 'Leave empty to welcome every specialty.' }}
        />
        <ReferenceMultiSelect
          name="unsupportedProviderSpecialty"
          label="Specialties the space cannot support"
          table="providerSpecialty"
          required={false}
        />
      </Card>

      <Card title="Rates" className="cs-property-form__card">
        <RateFields name={[]} label="Full office rate" />
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} className="cs-property-form__room">
                  <Row gutter={12} align="bottom">
                    <Col xs={24} md={10}>
                      <Form.Item
                        name={[field.name, 'roomType']}
                        label="Room type"
                        rules={[{ required: true, message: 'Please fill out this field.' }]}
                      >
                        <ReferenceSelect table="roomType" aria-label="Room type" />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={12}>
                      <Form.Item name={[field.name, 'name']} label="Name (optional)">
                        <Input maxLength={120} placeholder="e.g. Exam room 2" />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2}>
                      <Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label="Remove this room"
                          onClick={() => remove(field.name)}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                  <RateFields name={[field.name]} label="Room rate" />
                </div>
              ))}
              {fields.length < PROPERTY_ROOM_ITEMS_MAX ? (
                <Button icon={<PlusOutlined />} onClick={() => add({})}>
                  Add a room with its own rate
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Card>

      <Card title="Photos" className="cs-property-form__card">
        <Typography.Paragraph type="secondary">
          Listings with photos get far more views. The first photo is the cover.
        </Typography.Paragraph>
        <Form.Item name="photos" valuePropName="value">
          <PhotoUploader
            folder="properties"
            maxCount={PROPERTY_PHOTOS_MAX}
            deleteOnRemove={false}
            addText="Add photo"
          />
        </Form.Item>
      </Card>

      <Flex wrap gap={8} justify="flex-end" className="cs-property-form__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button loading={saving} onClick={() => void submit('DRFT')}>
          Save as draft
        </Button>
        <Button type="primary" loading={saving} onClick={() => void submit('LIST')}>
          List property
        </Button>
      </Flex>
    </Form>
  );
}
