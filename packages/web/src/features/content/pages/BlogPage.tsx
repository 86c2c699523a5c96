import { use } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { formatPostDate, loadPostSummaries } from '../blog/posts.ts';
import { Hero, Section } from '../components/blocks.tsx';
import './BlogPage.css';

function PostList() {
  const posts = use(loadPostSummaries());
  return (
    <ul className="cs-post-list">
      {posts.map((post) => (
        <li key={post.slug} className="cs-post-card">
          <p className="cs-post-card__meta">
            <span className="cs-post-card__audience">{post.audience}</span>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </p>
          <h2 className="cs-post-card__title">
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </h2>
          <p className="cs-post-card__description">{post.description}</p>
        </li>
      ))}
    </ul>
  );
}

export default function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description:
      'Guides for patients and providers from the Carespace clinical and provider success teams: online care, PrEP, listing medical space and wRVU contracts.',
  });
  return (
    <>
      <Hero
        eyebrow="Blog"
        title="The Carespace blog"
        lead="Plain-spoken guides for patients and providers, written by our clinical and provider success teams."
      />
      <Section title="Latest articles">
        <PostList />
      </Section>
    </>
  );
}
