import { Skeleton, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify.ts';
import { useProperty, useSaveProperty } from '../api/properties-api.ts';
import { actingQuery, useAreaBase } from '../area-path.ts';
import {
  formValuesOf,
  PropertyForm,
  type PropertyFormValues,
  saveBodyOf,
} from '../components/PropertyForm.tsx';
import '../components/PropertyForm.css';

/**
 * /provider/new/properties and /provider/edit/properties/{id}; in the console /admin/new/properties with the
 * organization (organizationId, userId) an admin acts for in the query.
 */
export default function PropertyFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const property = useProperty(id);
  const save = useSaveProperty(id);
  const area = useAreaBase();
  const acting = actingQuery(params);

  if (id && property.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id && !property.data) {
    return (
      <Typography.Paragraph>We could not open this property. It may have been deleted.</Typography.Paragraph>
    );
  }

  const onSave = (values: PropertyFormValues, status: 'DRFT' | 'LIST') => {
    const organizationId = params.get('organizationId');
    save.mutate(saveBodyOf(values, status, organizationId), {
      onSuccess: (saved) => {
        void toast('success', status === 'LIST' ? 'Your property is listed.' : 'Your draft is saved.');
        navigate(`${area}/properties/${saved.id}${acting}`);
      },
    });
  };

  return (
    <div className="cs-stack cs-property-form">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {id ? 'Edit property' : 'New property'}
      </Typography.Title>
      <PropertyForm
        initialValues={property.data ? formValuesOf(property.data) : undefined}
        saving={save.isPending}
        onSave={onSave}
        onCancel={() => {
          if (id) navigate(`${area}/properties/${id}${acting}`);
          else if (area === '/admin') navigate(-1);
          else navigate('/provider/properties');
        }}
      />
    </div>
  );
}
