import {
  CAR_TIME_OPTIONS,
  DEFAULT_CAR_TIME,
  DEFAULT_DROPOFF,
  DEFAULT_STAY_LOCATION,
} from "#app/content/search.ts";
import * as Search from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";

/** Rental desks work in half hours; the partner takes the time as shown. */
function CarTimeSelect({ name, label }: { name: string; label: string }) {
  return (
    <SelectField
      name={name}
      label={label}
      options={CAR_TIME_OPTIONS}
      defaultValue={DEFAULT_CAR_TIME}
    />
  );
}

export function CarsTab({ dates }: Search.TabProps) {
  const pickup = Search.useStartDate(dates.today);
  return (
    <Search.Form service="cars" label="Search car rentals">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Pick-up location" name="pickup" defaultValue={DEFAULT_STAY_LOCATION} />
        <Field label="Drop-off location" name="dropoff" defaultValue={DEFAULT_DROPOFF} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Search.DateField label="Pick-up date" name="pickupDate" {...pickup.field} />
        <CarTimeSelect name="pickupTime" label="Pick-up time" />
        <Search.DateField
          label="Drop-off date"
          name="dropoffDate"
          defaultValue={dates.inThreeDays}
          min={pickup.next}
        />
        <CarTimeSelect name="dropoffTime" label="Drop-off time" />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Search.Checkbox name="showAarp" label="Show AARP member rates" />
        <Field label="Discount code (optional)" className="min-w-48" name="discountCodes" />
        <Button size="lg" className="sm:ml-auto">
          Search Car Rentals in Ghana
        </Button>
      </div>
    </Search.Form>
  );
}
