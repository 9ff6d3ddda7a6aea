export { SharedReviewScreen, SHARED_REVIEW_TEXT } from './shared-review-screen';
