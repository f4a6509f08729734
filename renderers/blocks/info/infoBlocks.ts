/** The blocks of public and info pages, one chunk loaded with the first such page. */
export { ArticlesBlock } from './ArticlesBlock.tsx';
export { CardsBlock } from './CardsBlock.tsx';
export { ContactBlock } from './ContactBlock.tsx';
export { FaqBlock } from './FaqBlock.tsx';
export { FeedbackFormBlock } from './FeedbackFormBlock.tsx';
export { TextSectionBlock } from './TextSectionBlock.tsx';
