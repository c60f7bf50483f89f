import { useState } from "react";
import {
  CAR_TIME_OPTIONS,
  DEFAULT_CAR_TIME,
  DEFAULT_DROPOFF,
  DEFAULT_STAY_LOCATION,
} from "#app/content/search.ts";
import {
  Checkbox,
  DateField,
  SearchForm,
  type SearchTabProps,
} from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";

export function CarsTab({ partners, dates }: SearchTabProps) {
  const [pickupDate, setPickupDate] = useState(dates.today);
  return (
    <SearchForm service="cars" partners={partners} label="Search car rentals">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Pick-up location" name="pickup" defaultValue={DEFAULT_STAY_LOCATION} />
        <Field label="Drop-off location" name="dropoff" defaultValue={DEFAULT_DROPOFF} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <DateField
          label="Pick-up date"
          name="pickupDate"
          value={pickupDate}
          min={dates.today}
          onChange={setPickupDate}
        />
        <SelectField
          name="pickupTime"
          label="Pick-up time"
          options={CAR_TIME_OPTIONS}
          defaultValue={DEFAULT_CAR_TIME}
        />
        <DateField
          label="Drop-off date"
          name="dropoffDate"
          defaultValue={dates.inThreeDays}
          min={pickupDate || dates.today}
        />
        <SelectField
          name="dropoffTime"
          label="Drop-off time"
          options={CAR_TIME_OPTIONS}
          defaultValue={DEFAULT_CAR_TIME}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Checkbox name="showAarp" label="Show AARP member rates" />
        <Field label="Discount code (optional)" className="min-w-48" name="discountCodes" />
        <Button size="lg" className="sm:ml-auto">
          Search Car Rentals in Ghana
        </Button>
      </div>
    </SearchForm>
  );
}
