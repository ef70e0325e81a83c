-- One way to move a record's version (issue 27): the bump_version trigger of migration 0027,
-- now on every table whose operator screens name the version they saw (loans, news articles,
-- instruments were bumped by the app's own UPDATEs instead). Every change moves it on.
CREATE TRIGGER loans_version BEFORE UPDATE ON loans
  FOR EACH ROW EXECUTE FUNCTION bump_version();
--> statement-breakpoint
CREATE TRIGGER news_articles_version BEFORE UPDATE ON news_articles
  FOR EACH ROW EXECUTE FUNCTION bump_version();
--> statement-breakpoint
CREATE TRIGGER instruments_version BEFORE UPDATE ON instruments
  FOR EACH ROW EXECUTE FUNCTION bump_version();
