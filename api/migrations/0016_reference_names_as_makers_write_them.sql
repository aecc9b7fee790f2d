-- Make and model names are proper names, written in Ukrainian as their makers write them
-- (docs/decisions/0102): the seeded transliterations ("Фольксваген", "БІД") become the
-- Latin names. Only rows still carrying the seed's old Ukrainian name change: a name staff
-- edited since stays as they wrote it.
UPDATE "manufacturers" AS m
SET "locales" = jsonb_set(m."locales", '{uk}', to_jsonb(m."name"))
FROM (VALUES
  ('alfa-romeo', 'Альфа Ромео'),
  ('audi', 'Ауді'),
  ('bentley', 'Бентлі'),
  ('bmw', 'БМВ'),
  ('byd', 'БІД'),
  ('cadillac', 'Кадилак'),
  ('chery', 'Чері'),
  ('chevrolet', 'Шевроле'),
  ('chrysler', 'Крайслер'),
  ('citroen', 'Сітроен'),
  ('cupra', 'Купра'),
  ('dacia', 'Дачія'),
  ('daewoo', 'Деу'),
  ('daihatsu', 'Дайхатсу'),
  ('dodge', 'Додж'),
  ('ds', 'ДС'),
  ('ferrari', 'Феррарі'),
  ('fiat', 'Фіат'),
  ('ford', 'Форд'),
  ('geely', 'Джилі'),
  ('great-wall', 'Грейт Волл'),
  ('haval', 'Хавал'),
  ('honda', 'Хонда'),
  ('hyundai', 'Хюндай'),
  ('infiniti', 'Інфініті'),
  ('isuzu', 'Ісузу'),
  ('iveco', 'Івеко'),
  ('jaguar', 'Ягуар'),
  ('jeep', 'Джип'),
  ('kia', 'Кіа'),
  ('lamborghini', 'Ламборгіні'),
  ('lancia', 'Лянча'),
  ('land-rover', 'Ленд Ровер'),
  ('lexus', 'Лексус'),
  ('maserati', 'Мазераті'),
  ('mazda', 'Мазда'),
  ('mercedes-benz', 'Мерседес-Бенц'),
  ('mg', 'ЕмДжі'),
  ('mini', 'Міні'),
  ('mitsubishi', 'Міцубісі'),
  ('nissan', 'Ніссан'),
  ('opel', 'Опель'),
  ('peugeot', 'Пежо'),
  ('polestar', 'Полестар'),
  ('porsche', 'Порше'),
  ('ram', 'Рем'),
  ('renault', 'Рено'),
  ('saab', 'Сааб'),
  ('seat', 'Сеат'),
  ('skoda', 'Шкода'),
  ('smart', 'Смарт'),
  ('ssangyong', 'СсангЙонг'),
  ('subaru', 'Субару'),
  ('suzuki', 'Сузукі'),
  ('tesla', 'Тесла'),
  ('toyota', 'Тойота'),
  ('volkswagen', 'Фольксваген'),
  ('volvo', 'Вольво'),
  ('zeekr', 'Зікр')
) AS seeded(id, uk)
WHERE m."id" = seeded.id AND m."locales"->>'uk' = seeded.uk;--> statement-breakpoint
UPDATE "models" AS m
SET "locales" = jsonb_set(m."locales", '{uk}', to_jsonb(seeded.new_uk))
FROM (VALUES
  ('chevrolet', 'Niva', 'Нива', 'Niva'),
  ('bogdan', 'A069', 'A069', 'А069'),
  ('bogdan', 'A091', 'A091', 'А091'),
  ('bogdan', 'A092', 'A092', 'А092'),
  ('bogdan', 'A144', 'A144', 'А144'),
  ('bogdan', 'A201', 'A201', 'А201'),
  ('bogdan', 'A701', 'A701', 'А701'),
  ('bogdan', 'T701', 'T701', 'Т701')
) AS seeded(manufacturer_id, name, old_uk, new_uk)
WHERE m."manufacturer_id" = seeded.manufacturer_id
  AND m."name" = seeded.name
  AND m."locales"->>'uk' = seeded.old_uk;
