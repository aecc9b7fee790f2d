import type { MemberProfile } from '@carclub/contracts';

import {
  memberShareTags,
  memberStructuredData,
  pageShareTags,
  renderJsonLd,
  renderShareTags,
  type ShareVehicle,
  vehicleShareTags,
  vehicleStructuredData,
} from '../../../../src/lib/site';

const PUBLIC_URL = 'https://carclub.example';
const URL = `${PUBLIC_URL}/u/Ann.K/car/blue-thunder-2012`;

const golf: ShareVehicle = {
  name: 'Blue Thunder',
  year: 2012,
  description: 'Bought in Lviv.',
  status: 'selling',
  slug: 'blue-thunder-2012',
  nickname: 'Ann.K',
  manufacturer: { name: 'Volkswagen', locales: { uk: 'Фольксваген' } },
  model: { name: 'Golf', locales: {} },
  bodyType: { name: 'Hatchback', locales: { uk: 'Хетчбек' } },
  color: { name: 'Blue', locales: { uk: 'Синій' } },
  fuelType: 'diesel',
  transmission: 'automatic',
  driveType: 'all',
  mileage: 182_000,
  vin: 'WVWZZZ1KZCW123456',
  image: { url: '/media/vehicles/v1/photo.webp', width: 2560, height: 1440 },
};

const borys: MemberProfile = {
  nickname: 'BorysRides',
  avatar: '/media/avatars/a1.webp',
  cover: null,
  name: { first: 'Borys', last: 'Koval' },
  location: {
    city: 'Lviv',
    state: { id: 'lviv', name: 'Lviv Oblast', locales: { uk: 'Львівська область' } },
    country: { id: 'UA', name: 'Ukraine', locales: { uk: 'Україна' } },
  },
  aboutMe: 'Old Volkswagens.',
  socialLinks: { instagram: '@borys.rides', youtube: null, tiktok: null },
  birthday: '1990-05-01',
  memberSince: '2025-01-02T03:04:05.000Z',
  counts: { vehicles: 2, followers: 0, following: 0 },
  followsPublic: true,
};

const carInput = (vehicle: ShareVehicle, language: 'uk' | 'en' = 'en') => ({
  vehicle,
  language,
  name: 'Blue Thunder (2012 Volkswagen Golf)',
  description: vehicle.description,
  url: URL,
  imageUrl: `${PUBLIC_URL}/media/vehicles/v1/photo.webp`,
});

/** The JSON-LD documents in `html`, parsed. */
const structuredDataOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );

describe('vehicleStructuredData', () => {
  it('describes the car as a schema.org Car, in the language of the page', () => {
    expect(vehicleStructuredData(carInput(golf))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Blue Thunder (2012 Volkswagen Golf)',
      description: 'Bought in Lviv.',
      url: URL,
      image: `${PUBLIC_URL}/media/vehicles/v1/photo.webp`,
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      model: 'Golf',
      vehicleModelDate: '2012',
      productionDate: '2012',
      bodyType: 'Hatchback',
      color: 'Blue',
      fuelType: 'Diesel',
      vehicleTransmission: 'Automatic',
      driveWheelConfiguration: 'https://schema.org/AllWheelDriveConfiguration',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 182_000, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'WVWZZZ1KZCW123456',
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock', url: URL },
    });
    expect(vehicleStructuredData(carInput(golf, 'uk'))).toMatchObject({
      brand: { name: 'Volkswagen' },
      bodyType: 'Хетчбек',
      color: 'Синій',
      fuelType: 'Дизель',
      vehicleTransmission: 'Автоматична',
    });
  });

  it.each(['active', 'sold'] as const)('makes no offer for a car that is %s', (status) => {
    expect(vehicleStructuredData(carInput({ ...golf, status }))).not.toHaveProperty('offers');
  });

  it('names no price: the public page shows none', () => {
    const keys: string[] = [];
    JSON.stringify(vehicleStructuredData(carInput(golf)), (key, value: unknown) => {
      keys.push(key);
      return value;
    });
    expect(keys.filter((key) => /price|currency/i.test(key))).toEqual([]);
  });

  it('leaves out what is not known or not public: a hidden VIN, the mileage, a photo', () => {
    const data = vehicleStructuredData({
      ...carInput({ ...golf, vin: null, mileage: null, description: null }),
      imageUrl: null,
    });
    for (const property of [
      'vehicleIdentificationNumber',
      'mileageFromOdometer',
      'description',
      'image',
    ]) {
      expect(data).not.toHaveProperty(property);
    }
  });

  it("comes with a vehicle's tags, its picture and address those of the page", () => {
    const tags = vehicleShareTags(golf, 'en', PUBLIC_URL);
    expect(tags.structuredData).toMatchObject({
      name: tags.title,
      url: `${URL}?lang=en`,
      image: tags.image.url,
      offers: { url: `${URL}?lang=en` },
    });
    // The site's picture is not the car's.
    expect(
      vehicleShareTags({ ...golf, image: null }, 'en', PUBLIC_URL).structuredData,
    ).not.toHaveProperty('image');
  });
});

describe('memberStructuredData', () => {
  const input = (member: MemberProfile) => ({
    member,
    language: 'uk' as const,
    description: member.aboutMe,
    url: `${PUBLIC_URL}/u/${member.nickname}`,
    imageUrl: member.avatar && `${PUBLIC_URL}${member.avatar}`,
  });

  it('describes the member as the Person of a ProfilePage, with what their page shows', () => {
    expect(memberStructuredData(input(borys))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${PUBLIC_URL}/u/BorysRides`,
      dateCreated: '2025-01-02',
      mainEntity: {
        '@type': 'Person',
        name: 'Borys Koval',
        alternateName: 'BorysRides',
        description: 'Old Volkswagens.',
        url: `${PUBLIC_URL}/u/BorysRides`,
        image: `${PUBLIC_URL}/media/avatars/a1.webp`,
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Lviv',
          addressRegion: 'Львівська область',
          addressCountry: 'Україна',
        },
      },
    });
  });

  it('names a member who keeps their name and place private by their nickname alone', () => {
    const data = memberStructuredData(
      input({ ...borys, name: null, location: null, avatar: null, aboutMe: null }),
    );
    expect(data.mainEntity).toEqual({
      '@type': 'Person',
      name: 'BorysRides',
      alternateName: 'BorysRides',
      url: `${PUBLIC_URL}/u/BorysRides`,
    });
  });

  it('never carries the birthday or social links, which the page shows apart', () => {
    const json = JSON.stringify(memberShareTags(borys, 'en', PUBLIC_URL).structuredData);
    expect(json).not.toContain('1990');
    expect(json).not.toContain('borys.rides');
  });

  it('gives only the parts of a place the member shows', () => {
    const data = memberStructuredData(
      input({ ...borys, location: { city: null, state: null, country: borys.location!.country } }),
    );
    expect(data.mainEntity).toMatchObject({
      address: { '@type': 'PostalAddress', addressCountry: 'Україна' },
    });
    expect((data.mainEntity as { address: object }).address).not.toHaveProperty('addressLocality');
  });
});

describe('renderJsonLd', () => {
  it('escapes what could end the script or open a comment, and reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & -->' };
    const text = renderJsonLd(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('renderShareTags with structured data', () => {
  it("puts one JSON-LD block into a car's page, which what the owner writes cannot break out of", () => {
    const html = renderShareTags(
      vehicleShareTags(
        { ...golf, name: '</script><script>alert(1)</script>', description: '<!--' },
        'en',
        PUBLIC_URL,
      ),
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [data] = structuredDataOf(html);
    expect(data).toMatchObject({
      '@type': 'Car',
      name: '</script><script>alert(1)</script> (2012 Volkswagen Golf)',
      description: '<!--',
    });
  });

  it("puts a member's ProfilePage into theirs, and none into the site's pages", () => {
    expect(structuredDataOf(renderShareTags(memberShareTags(borys, 'en', PUBLIC_URL)))).toEqual([
      expect.objectContaining({ '@type': 'ProfilePage' }),
    ]);
    expect(structuredDataOf(renderShareTags(pageShareTags('/cars', 'en', PUBLIC_URL)))).toEqual([]);
  });
});
