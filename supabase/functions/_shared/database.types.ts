// Generated from supabase/migrations by `npm run db:types`: do not edit by hand.
// A unit test (supabase/local/databaseTypes.test.ts) fails when this file and the migrations differ.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      assessment_area_focus: {
        Row: {
          area: string;
          synced_at: string;
          tags: string[];
          topic: string;
        };
        Insert: {
          area: string;
          synced_at?: string;
          tags?: string[];
          topic: string;
        };
        Update: {
          area?: string;
          synced_at?: string;
          tags?: string[];
          topic?: string;
        };
        Relationships: [];
      };
      assessment_results: {
        Row: {
          answers: NonNullable<Json>;
          area_scores: NonNullable<Json>;
          created_at: string;
          id: string;
          score: number;
          tier: string;
          user_id: string;
        };
        Insert: {
          answers: NonNullable<Json>;
          area_scores: NonNullable<Json>;
          created_at?: string;
          id?: string;
          score: number;
          tier: string;
          user_id?: string;
        };
        Update: {
          answers?: NonNullable<Json>;
          area_scores?: NonNullable<Json>;
          created_at?: string;
          id?: string;
          score?: number;
          tier?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      contact_inquiries: {
        Row: {
          acknowledged_at: string | null;
          acknowledgement_attempts: number;
          acknowledgement_last_error: string | null;
          acknowledgement_next_attempt_at: string;
          acknowledgement_status: string;
          client_request_id: string;
          company: string;
          content_hash: string;
          country: string;
          created_at: string;
          email: string;
          email_normalised: string;
          id: string;
          interest: string;
          ip_hash: string | null;
          language: string;
          mail_attempts: number;
          mail_last_error: string | null;
          mail_next_attempt_at: string;
          mail_status: string;
          message: string;
          name: string;
          notified_at: string | null;
          role: string;
          subject: string;
          user_id: string | null;
        };
        Insert: {
          acknowledged_at?: string | null;
          acknowledgement_attempts?: number;
          acknowledgement_last_error?: string | null;
          acknowledgement_next_attempt_at?: string;
          acknowledgement_status?: string;
          client_request_id: string;
          company?: string;
          content_hash: string;
          country?: string;
          created_at?: string;
          email: string;
          email_normalised: string;
          id?: string;
          interest?: string;
          ip_hash?: string | null;
          language?: string;
          mail_attempts?: number;
          mail_last_error?: string | null;
          mail_next_attempt_at?: string;
          mail_status?: string;
          message?: string;
          name?: string;
          notified_at?: string | null;
          role?: string;
          subject: string;
          user_id?: string | null;
        };
        Update: {
          acknowledged_at?: string | null;
          acknowledgement_attempts?: number;
          acknowledgement_last_error?: string | null;
          acknowledgement_next_attempt_at?: string;
          acknowledgement_status?: string;
          client_request_id?: string;
          company?: string;
          content_hash?: string;
          country?: string;
          created_at?: string;
          email?: string;
          email_normalised?: string;
          id?: string;
          interest?: string;
          ip_hash?: string | null;
          language?: string;
          mail_attempts?: number;
          mail_last_error?: string | null;
          mail_next_attempt_at?: string;
          mail_status?: string;
          message?: string;
          name?: string;
          notified_at?: string | null;
          role?: string;
          subject?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      event_registrations: {
        Row: {
          event_id: string;
          registered_at: string;
          user_id: string;
        };
        Insert: {
          event_id: string;
          registered_at?: string;
          user_id?: string;
        };
        Update: {
          event_id?: string;
          registered_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      events: {
        Row: {
          ends_at: string | null;
          first_listed_at: string;
          id: string;
          listed: boolean;
          name: string | null;
          name_fr: string | null;
          recording_path: string | null;
          starts_at: string | null;
          synced_at: string;
          time_zone: string | null;
          topics: string[];
          when_text: string | null;
          when_text_fr: string | null;
          where_text: string | null;
          where_text_fr: string | null;
        };
        Insert: {
          ends_at?: string | null;
          first_listed_at?: string;
          id: string;
          listed?: boolean;
          name?: string | null;
          name_fr?: string | null;
          recording_path?: string | null;
          starts_at?: string | null;
          synced_at?: string;
          time_zone?: string | null;
          topics?: string[];
          when_text?: string | null;
          when_text_fr?: string | null;
          where_text?: string | null;
          where_text_fr?: string | null;
        };
        Update: {
          ends_at?: string | null;
          first_listed_at?: string;
          id?: string;
          listed?: boolean;
          name?: string | null;
          name_fr?: string | null;
          recording_path?: string | null;
          starts_at?: string | null;
          synced_at?: string;
          time_zone?: string | null;
          topics?: string[];
          when_text?: string | null;
          when_text_fr?: string | null;
          where_text?: string | null;
          where_text_fr?: string | null;
        };
        Relationships: [];
      };
      followed_topics: {
        Row: {
          followed_at: string;
          topic: string;
          user_id: string;
        };
        Insert: {
          followed_at?: string;
          topic: string;
          user_id?: string;
        };
        Update: {
          followed_at?: string;
          topic?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      member_mail: {
        Row: {
          attempts: number;
          created_at: string;
          dedupe_key: string;
          id: string;
          kind: string;
          language: string;
          last_error: string | null;
          next_attempt_at: string;
          payload: NonNullable<Json>;
          sent_at: string | null;
          status: string;
          to_email: string;
          user_id: string;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          dedupe_key: string;
          id?: string;
          kind: string;
          language?: string;
          last_error?: string | null;
          next_attempt_at?: string;
          payload?: NonNullable<Json>;
          sent_at?: string | null;
          status?: string;
          to_email: string;
          user_id: string;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          dedupe_key?: string;
          id?: string;
          kind?: string;
          language?: string;
          last_error?: string | null;
          next_attempt_at?: string;
          payload?: NonNullable<Json>;
          sent_at?: string | null;
          status?: string;
          to_email?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      member_preferences: {
        Row: {
          digest: string;
          event_reminders: boolean;
          language: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          digest?: string;
          event_reminders?: boolean;
          language?: string;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          digest?: string;
          event_reminders?: boolean;
          language?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          confirm_token: string;
          confirmation_requested_at: string;
          confirmed_at: string | null;
          created_at: string;
          email: string;
          email_normalised: string;
          id: string;
          ip_hash: string | null;
          language: string;
          mail_attempts: number;
          mail_last_error: string | null;
          mail_next_attempt_at: string;
          mail_status: string;
          notified_at: string | null;
          status: string;
          unsubscribe_token: string;
          unsubscribed_at: string | null;
        };
        Insert: {
          confirm_token: string;
          confirmation_requested_at?: string;
          confirmed_at?: string | null;
          created_at?: string;
          email: string;
          email_normalised: string;
          id?: string;
          ip_hash?: string | null;
          language?: string;
          mail_attempts?: number;
          mail_last_error?: string | null;
          mail_next_attempt_at?: string;
          mail_status?: string;
          notified_at?: string | null;
          status?: string;
          unsubscribe_token: string;
          unsubscribed_at?: string | null;
        };
        Update: {
          confirm_token?: string;
          confirmation_requested_at?: string;
          confirmed_at?: string | null;
          created_at?: string;
          email?: string;
          email_normalised?: string;
          id?: string;
          ip_hash?: string | null;
          language?: string;
          mail_attempts?: number;
          mail_last_error?: string | null;
          mail_next_attempt_at?: string;
          mail_status?: string;
          notified_at?: string | null;
          status?: string;
          unsubscribe_token?: string;
          unsubscribed_at?: string | null;
        };
        Relationships: [];
      };
      pieces: {
        Row: {
          category: string;
          first_listed_at: string;
          listed: boolean;
          published_on: string;
          slug: string;
          summary: string;
          summary_fr: string | null;
          synced_at: string;
          title: string;
          title_fr: string | null;
          topics: string[];
        };
        Insert: {
          category: string;
          first_listed_at?: string;
          listed?: boolean;
          published_on: string;
          slug: string;
          summary?: string;
          summary_fr?: string | null;
          synced_at?: string;
          title: string;
          title_fr?: string | null;
          topics?: string[];
        };
        Update: {
          category?: string;
          first_listed_at?: string;
          listed?: boolean;
          published_on?: string;
          slug?: string;
          summary?: string;
          summary_fr?: string | null;
          synced_at?: string;
          title?: string;
          title_fr?: string | null;
          topics?: string[];
        };
        Relationships: [];
      };
      roi_estimates: {
        Row: {
          created_at: string;
          id: string;
          inputs: NonNullable<Json>;
          name: string;
          results: NonNullable<Json>;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          inputs: NonNullable<Json>;
          name?: string;
          results: NonNullable<Json>;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          inputs?: NonNullable<Json>;
          name?: string;
          results?: NonNullable<Json>;
          user_id?: string;
        };
        Relationships: [];
      };
      saved_items: {
        Row: {
          saved_at: string;
          slug: string;
          user_id: string;
        };
        Insert: {
          saved_at?: string;
          slug: string;
          user_id?: string;
        };
        Update: {
          saved_at?: string;
          slug?: string;
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      claim_due_mail: {
        Args: { p_lease?: string; p_limit?: number };
        Returns: {
          attempts: number;
          id: string;
          kind: string;
        }[];
      };
      confirm_newsletter_subscription: {
        Args: { p_token: string };
        Returns: string;
      };
      enqueue_member_mail: {
        Args: { p_now?: string };
        Returns: {
          kind: string;
          queued: number;
        }[];
      };
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json };
      member_mail_language: {
        Args: { p_user_id: string; p_user_metadata: Json };
        Returns: string;
      };
      my_newsletter_subscription: {
        Args: Record<PropertyKey, never>;
        Returns: string;
      };
      record_contact_inquiry: {
        Args: {
          p_client_request_id: string;
          p_company?: string;
          p_content_hash: string;
          p_country?: string;
          p_email: string;
          p_interest?: string;
          p_ip_hash?: string;
          p_language?: string;
          p_max_per_address?: number;
          p_max_per_ip?: number;
          p_message?: string;
          p_name?: string;
          p_role?: string;
          p_subject: string;
          p_user_id?: string;
          p_window?: string;
        };
        Returns: {
          inquiry_id: string;
          mail_status: string;
          outcome: string;
          retry_after_seconds: number;
        }[];
      };
      record_mail_result: {
        Args: { p_error?: string; p_id: string; p_kind: string };
        Returns: undefined;
      };
      set_my_newsletter_subscription: {
        Args: { p_language?: string; p_subscribed: boolean };
        Returns: string;
      };
      subscribe_to_newsletter: {
        Args: {
          p_confirm_token: string;
          p_email: string;
          p_ip_hash?: string;
          p_language?: string;
          p_max_per_ip?: number;
          p_resend_after?: string;
          p_unsubscribe_token: string;
          p_window?: string;
        };
        Returns: {
          outcome: string;
          retry_after_seconds: number;
          subscriber_id: string;
        }[];
      };
      sync_catalogue: {
        Args: { p_catalogue: Json; p_now?: string };
        Returns: Json;
      };
      sync_events: { Args: { p_events: Json }; Returns: number };
      topic_keys_are_valid: { Args: { p_topics: string[] }; Returns: boolean };
      unsubscribe_from_newsletter: {
        Args: { p_token: string };
        Returns: string;
      };
      unsubscribe_member: {
        Args: { p_user_id: string; p_what: string };
        Returns: string;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
