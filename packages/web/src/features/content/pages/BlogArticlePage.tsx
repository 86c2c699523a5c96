import { use } from 'react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Markdown } from '../blog/markdown.tsx';
import { formatPostDate, loadPost } from '../blog/posts.ts';
import '../components/blocks.css';
import './BlogPage.css';

function ArticleNotFound() {
  return (
    <div className="cs-article">
      <div className="cs-wrap cs-article__inner">
        <h1 className="cs-article__title">Page not found</h1>
        <p className="cs-article__lead">
          We couldn't find that article. It may have moved, or the address may have a typo.
        </p>
        <Link to="/blog" className="cs-button">
          See all articles
        </Link>
      </div>
    </div>
  );
}

export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const post = use(loadPost(slug));
  usePageMeta(
    post
      ? { title: post.meta.title, description: post.meta.description }
      : { title: 'Page not found', description: "We couldn't find that article.", noindex: true },
  );
  if (!post) return <ArticleNotFound />;
  return (
    <article className="cs-article">
      <div className="cs-wrap cs-article__inner">
        <Link to="/blog" className="cs-article__back">
          <span aria-hidden="true">← </span>All articles
        </Link>
        <p className="cs-eyebrow">{post.meta.audience}</p>
        <h1 className="cs-article__title">{post.meta.title}</h1>
        <p className="cs-article__lead">{post.meta.description}</p>
        <p className="cs-article__byline">
          {post.meta.author} · <time dateTime={post.meta.date}>{formatPostDate(post.meta.date)}</time>
        </p>
        <div className="cs-article__body">
          <Markdown body={post.body} />
        </div>
      </div>
    </article>
  );
}
