import { Link } from 'react-router';

/** The customer behind a record, one click away. */
export const CustomerLink = ({ id }: { id: number }) => (
  <Link to={`/customers/${id}`} data-testid={`customer-${id}`}>
    #{id}
  </Link>
);
