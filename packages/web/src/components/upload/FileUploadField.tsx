import { Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import type { FieldName } from '../form/field-props.ts';
import { FileUploader, type FileUploaderProps } from './FileUploader.tsx';
import { uploadListRule } from './upload-list.ts';

export interface FileUploadFieldProps extends Omit<FileUploaderProps, 'value' | 'defaultValue' | 'onChange'> {
  name: FieldName;
  label?: ReactNode;
  itemProps?: Omit<FormItemProps, 'name' | 'label' | 'rules' | 'children' | 'validateTrigger'>;
}

/**
 * A FileUploader as a form field. The list is checked when the form is submitted ('Files uploading is in
 * progress' / 'Please upload pending files or remove them.'), not on every change, so a normal upload never
 * flashes an error; once an error shows, each change checks again so it clears as soon as the files are stored.
 */
export function FileUploadField({ name, label, itemProps, ...uploader }: FileUploadFieldProps) {
  const form = Form.useFormInstance();
  return (
    <Form.Item {...itemProps} name={name} label={label} rules={[uploadListRule]} validateTrigger={[]}>
      <FileUploader
        {...uploader}
        onChange={() => {
          if (form.getFieldError(name).length > 0) void form.validateFields([name]).catch(() => undefined);
        }}
      />
    </Form.Item>
  );
}
