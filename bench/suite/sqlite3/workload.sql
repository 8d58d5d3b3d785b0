-- suite/sqlite3/workload.sql -- a deterministic SQL workload for the
-- sqlite3 shell (an in-memory database).  @CUSTOMERS@ and @ORDERS@ are
-- replaced by suite/sqlite3/workload.sh.  Rows come from a linear
-- congruential generator in recursive CTEs (random() is seeded by the
-- OS), so every run produces the same data and the same answers.

PRAGMA cache_size = -200000;

CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, city TEXT,
                        score INTEGER);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer INTEGER, item TEXT,
                     qty INTEGER, price REAL, day INTEGER, note TEXT);

WITH RECURSIVE r (i, x) AS (
  SELECT 1, 12345
  UNION ALL
  SELECT i + 1, (x * 1103515245 + 12345) % 2147483648 FROM r
  WHERE i < @CUSTOMERS@)
INSERT INTO customers
  SELECT i, 'cust' || i || '-' || (x % 997), 'city' || (x / 3 % 50),
         x / 11 % 1000
  FROM r;

WITH RECURSIVE r (i, x) AS (
  SELECT 1, 67890
  UNION ALL
  SELECT i + 1, (x * 1103515245 + 12345) % 2147483648 FROM r
  WHERE i < @ORDERS@)
INSERT INTO orders
  SELECT i, 1 + x % @CUSTOMERS@, 'item' || (x / 7 % 500), 1 + x / 13 % 10,
         (x / 17 % 10000) / 100.0, x / 19 % 365,
         printf('order %d of %X', i, x % 65536)
  FROM r;

CREATE INDEX orders_customer ON orders (customer);
CREATE INDEX orders_item_day ON orders (item, day);
CREATE INDEX customers_city ON customers (city, score);

SELECT count(*), sum(qty), printf('%.2f', sum(qty * price)) FROM orders;

SELECT c.city, count(*), printf('%.2f', sum(o.qty * o.price))
FROM orders o JOIN customers c ON c.id = o.customer
GROUP BY c.city ORDER BY 3 DESC, 1 LIMIT 10;

SELECT item, count(DISTINCT customer) FROM orders
GROUP BY item ORDER BY 2 DESC, 1 LIMIT 10;

SELECT c.name, printf('%.2f', t.total)
FROM customers c
JOIN (SELECT customer, sum(qty * price) AS total FROM orders
      GROUP BY customer) t ON t.customer = c.id
ORDER BY t.total DESC, c.id LIMIT 10;

SELECT day, count(*) FROM orders WHERE item LIKE 'item1%'
GROUP BY day ORDER BY 2 DESC, 1 LIMIT 5;

SELECT count(*) FROM orders a JOIN orders b
  ON a.customer = b.customer AND a.item = b.item AND a.id < b.id;

UPDATE orders SET price = round(price * 1.1, 2) WHERE day % 7 = 0;
DELETE FROM orders WHERE qty = 10 AND day > 300;
SELECT count(*), printf('%.4f', avg(price)) FROM orders;

SELECT city, count(*), min(name), max(name) FROM customers
WHERE score > 900 GROUP BY city ORDER BY city LIMIT 5;

SELECT customer, day, running FROM (
  SELECT customer, day, id,
         sum(qty) OVER (PARTITION BY customer ORDER BY day, id) AS running
  FROM orders WHERE customer <= 200)
ORDER BY running DESC, customer, day, id LIMIT 5;

SELECT sum(length(upper(name)) + instr(name, '9')),
       count(DISTINCT substr(name, 5, 3)) FROM customers;

SELECT o.item, c.city, count(*)
FROM orders o JOIN customers c ON c.id = o.customer
WHERE c.score BETWEEN 100 AND 300 AND o.note LIKE '%A%'
GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 5;

SELECT count(*) FROM (SELECT note FROM orders ORDER BY note DESC);
