import { formatPhone, type ProfileView } from '@carespace/domain';
import type { ReactNode } from 'react';
import { type DescriptionItem, DescriptionList } from '../../../components/plain/DescriptionList.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { namesWithOther, useReferenceNames } from './reference-names.ts';

export const NONE = <span className="cs-account__muted">Not added yet</span>;

function tags(names: string[]): ReactNode {
  if (names.length === 0) return NONE;
  return (
    <span className="cs-account__tags">
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </span>
  );
}

const text = (value: string | null | undefined): ReactNode => (value ? value : NONE);

/** The profile in view mode. */
export function ProfileDetails({ profile }: { profile: ProfileView }) {
  const gender = useReferenceNames('gender');
  const faith = useReferenceNames('faith');
  const orientation = useReferenceNames('sexualOrientation');
  const language = useReferenceNames('language');
  const insurance = useReferenceNames('insurance');
  const state = useReferenceNames('usState');
  const specialty = useReferenceNames('providerSpecialty');
  const provider = profile.provider;

  const items: DescriptionItem[] = [
    { key: 'name', label: 'Name', children: `${profile.firstName} ${profile.lastName}` },
    { key: 'email', label: 'Email', children: profile.email },
    { key: 'phone', label: 'Phone', children: profile.phone ? formatPhone(profile.phone) : NONE },
    {
      key: 'bio',
      label: 'About',
      children: profile.bio ? <span className="cs-account__bio">{profile.bio}</span> : NONE,
    },
    {
      key: 'gender',
      label: 'Gender',
      children: text(
        profile.gender === 7 && profile.genderOther ? profile.genderOther : gender(profile.gender),
      ),
    },
    {
      key: 'faith',
      label: 'Faith',
      children: text(
        profile.faith === 'OTHR' && profile.faithOther ? profile.faithOther : faith(profile.faith),
      ),
    },
    {
      key: 'orientation',
      label: 'Sexual orientation',
      children: text(orientation(profile.sexualOrientation)),
    },
    {
      key: 'language',
      label: 'Languages',
      children: tags(namesWithOther(profile.language, language, profile.languageOther)),
    },
  ];
  if (provider) {
    items.push(
      { key: 'npi', label: 'NPI', children: text(provider.npi) },
      {
        key: 'years',
        label: 'Years practiced',
        children: provider.yearsPracticed === null ? NONE : String(provider.yearsPracticed),
      },
      {
        key: 'specialty',
        label: 'Specialties',
        children: tags(namesWithOther(provider.specialty, specialty, provider.specialtyOther)),
      },
      {
        key: 'states',
        label: 'Licensed states',
        children: tags(provider.licensedState.map((id) => state(id))),
      },
      {
        key: 'insurance',
        label: 'Insurance accepted',
        children: tags(provider.insurance.map((id) => insurance(id))),
      },
    );
  }
  return <DescriptionList columns={1} items={items} className="cs-account__details" />;
}
