interface AdminReview {
  id: string;
  text: string;
  name: string;
  rating: number;
  submittedAt: string;
  approvedAt: string | null;
  productName: string | null;
}

export interface AdminReviewPage {
  reviews: AdminReview[];
  total: number;
  page: number;
  pageCount: number;
  counts: { waiting: number; published: number };
}
