import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.schemas.ts';
import { messagesOf } from './test-support.ts';

describe('contact form', () => {
  it('requires name, email, subject, content', () => {
    expect(messagesOf(contactSchema.safeParse({}))).toEqual({
      name: ['Please fill out this field.'],
      email: ['Please fill out this field.'],
      subject: ['Please fill out this field.'],
      content: ['Please fill out this field.'],
    });
    expect(
      contactSchema.safeParse({
        name: 'Jane',
        email: 'jane@example.com',
        subject: 'Hi',
        content: 'Hello',
        userType: 'BRKR',
      }).success,
    ).toBe(true);
    expect(
      messagesOf(contactSchema.safeParse({ name: 'J', email: 'nope', subject: 's', content: 'c' })),
    ).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });
});
